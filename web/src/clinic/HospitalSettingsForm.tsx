// The hospital contact form with the logo upload. The logo is uploaded as soon as it is chosen
// (so it can be previewed) and becomes the clinic's logo when the form is saved.
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { HospitalSettingsForm_clinic$data, HospitalSettingsForm_clinic$key } from '../__generated__/HospitalSettingsForm_clinic.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, focusRing } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { SelectField, TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { Spinner } from '../ui/Spinner';
import { useImagePicker } from '../ui/upload/useImagePicker';
import {
  CLINIC_FORM_PATHS,
  LOGO_TYPES,
  MAX_LOGO_BYTES,
  TEMPERATURE_UNITS,
  TIMEZONES,
  WEIGHT_UNITS,
  clinicFormSchema,
  type ClinicFormValues,
} from './clinicFormSchema';
import { useUpdateClinic } from './mutations/useUpdateClinic';
import { useUploadClinicLogo } from './mutations/useUploadClinicLogo';

const clinicFragment = graphql`
  fragment HospitalSettingsForm_clinic on Clinic {
    id
    clinicCode
    name
    email
    phone
    contactName
    taxRate
    address1
    address2
    city
    state
    zip
    timezone
    weightUnit
    temperatureUnit
    avatar
  }
`;

const oneOf = <T extends string>(options: ReadonlyArray<T>, value: string | null | undefined): T | '' =>
  options.includes(value as T) ? (value as T) : '';

function formValues(clinic: HospitalSettingsForm_clinic$data): ClinicFormValues {
  return {
    name: clinic.name,
    email: clinic.email ?? '',
    phone: clinic.phone ?? '',
    contactName: clinic.contactName ?? '',
    taxRate: clinic.taxRate === null || clinic.taxRate === undefined ? '' : String(clinic.taxRate),
    address1: clinic.address1 ?? '',
    address2: clinic.address2 ?? '',
    city: clinic.city ?? '',
    state: clinic.state ?? '',
    zip: clinic.zip ?? '',
    timezone: oneOf(TIMEZONES, clinic.timezone) as ClinicFormValues['timezone'],
    weightUnit: oneOf(WEIGHT_UNITS, clinic.weightUnit) as ClinicFormValues['weightUnit'],
    temperatureUnit: oneOf(TEMPERATURE_UNITS, clinic.temperatureUnit) as ClinicFormValues['temperatureUnit'],
    avatar: clinic.avatar ?? null,
  };
}

export function HospitalSettingsForm({ clinic: clinicKey }: { clinic: HospitalSettingsForm_clinic$key }) {
  const clinic = useFragment(clinicFragment, clinicKey);
  const [updateClinic, isSaving] = useUpdateClinic();
  const [uploadLogo, isUploading] = useUploadClinicLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  const logoHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<ClinicFormValues>({ resolver: contractResolver<ClinicFormValues, typeof clinicFormSchema>(clinicFormSchema), defaultValues: formValues(clinic) });
  const avatar = watch('avatar');

  const logo = useImagePicker({
    maxBytes: MAX_LOGO_BYTES,
    types: LOGO_TYPES,
    tooLargeText: 'Logos can be at most 5 MB.',
    failedText: 'The logo could not be uploaded.',
    upload: async (input) => {
      const { uploadClinicLogo: result } = await uploadLogo({ input });
      return result.__typename === 'UploadClinicLogoSuccess' && result.url ? { url: result.url } : { message: 'message' in result ? result.message : undefined };
    },
    onUploaded: (url) => setValue('avatar', url, { shouldDirty: true }),
  });

  const onSubmit = async (values: ClinicFormValues) => {
    const parsed = clinicFormSchema.parse(values);
    try {
      const { updateClinic: result } = await updateClinic({
        input: {
          clinicCode: clinic.clinicCode,
          ...parsed,
        },
      });
      if (result.__typename === 'UpdateClinicSuccess') {
        notify('success', 'Changes saved');
        reset(values);
        return;
      }
      if (result.__typename === 'InputValidationError') {
        const fieldErrors = result.fieldErrors ?? [];
        applyServerFieldErrors(setError, fieldErrors, CLINIC_FORM_PATHS);
        const avatarError = fieldErrors.find((fieldError) => fieldError.path === 'avatar');
        if (avatarError) logo.setError(avatarError.message);
      }
      notify('error', 'Update Error', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Update Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label="Hospital settings">
      <section aria-labelledby="logo-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="logo-heading" className="text-base font-semibold text-slate-900">
          Logo
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-5">
          <div className="flex size-20 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {avatar ? (
              <img src={avatar} alt={`${clinic.name} logo`} className="size-full object-contain" />
            ) : (
              <span className="text-xs text-slate-500">No logo</span>
            )}
          </div>
          <div>
            <div className="flex flex-wrap gap-2">
              <input
                ref={fileInput}
                id="clinic-logo"
                type="file"
                accept={LOGO_TYPES.join(',')}
                className="sr-only"
                aria-describedby={logoHintId}
                onChange={(event) => void logo.onChosen(event)}
              />
              <label
                htmlFor="clinic-logo"
                className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600 ${focusRing}`}
              >
                {isUploading && <Spinner />}
                {isUploading ? 'Uploading…' : avatar ? 'Change logo' : 'Upload logo'}
              </label>
              {avatar && (
                <Button variant="ghost" onClick={() => setValue('avatar', null, { shouldDirty: true })}>
                  Remove logo
                </Button>
              )}
            </div>
            <p id={logoHintId} className="mt-2 text-xs text-slate-500">
              PNG, JPEG, GIF or WebP, at most 5 MB. Save to use it as your hospital's logo.
            </p>
            {logo.error && (
              <p role="alert" className="mt-1 text-sm text-rose-600">
                {logo.error}
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="contact-heading" className="text-base font-semibold text-slate-900">
          Contact details
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="Hospital Name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" maxLength={12} error={errors.phone?.message} {...register('phone')} />
          <TextField label="Contact Name" autoComplete="name" error={errors.contactName?.message} {...register('contactName')} />
          <TextField label="Tax Rate (%)" inputMode="decimal" error={errors.taxRate?.message} {...register('taxRate')} />
        </div>
      </section>

      <section aria-labelledby="address-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="address-heading" className="text-base font-semibold text-slate-900">
          Address
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField label="Address Line 1" autoComplete="address-line1" hint="Max 100 characters" error={errors.address1?.message} {...register('address1')} />
          <TextField label="Address Line 2" autoComplete="address-line2" hint="Max 80 characters" error={errors.address2?.message} {...register('address2')} />
          <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
          <TextField label="Zip" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
        </div>
      </section>

      <section aria-labelledby="units-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="units-heading" className="text-base font-semibold text-slate-900">
          Time and units
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          <SelectField label="Timezone" placeholder="Select timezone" options={TIMEZONES} error={errors.timezone?.message} {...register('timezone')} />
          <SelectField label="Weight Unit" placeholder="Select weight unit" options={WEIGHT_UNITS} error={errors.weightUnit?.message} {...register('weightUnit')} />
          <SelectField
            label="Temperature Unit"
            placeholder="Select temperature unit"
            options={TEMPERATURE_UNITS}
            error={errors.temperatureUnit?.message}
            {...register('temperatureUnit')}
          />
        </div>
      </section>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={!isDirty || isSaving} onClick={() => reset(formValues(clinic))}>
          Discard changes
        </Button>
        <Button type="submit" busy={isSaving} disabled={isUploading}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
