// The pet parent form (spec 001 section 5, Pet parent): name, phone, e-mail, date of birth, the
// address and an optional emergency contact. Used to add a parent in the Add New Pet flow and to
// edit one from the Pet Parents tab. Callers give it a key, so it starts over for each parent.
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { contractResolver } from '../ui/contractResolver';
import { petParentSchema, type PetParentValues } from './petParentSchema';

interface PetParentFormProps {
  initial: PetParentValues;
  submitLabel: string;
  onSubmit: (values: PetParentValues, setError: UseFormSetError<PetParentValues>) => Promise<boolean>;
  onCancel: () => void;
}

export function PetParentForm({ initial, submitLabel, onSubmit, onCancel }: PetParentFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PetParentValues>({ resolver: contractResolver<PetParentValues, typeof petParentSchema>(petParentSchema), defaultValues: initial });

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError).then(() => undefined))} className="space-y-5" aria-label="Pet parent">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoFocus maxLength={100} autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" maxLength={100} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Phone Number" inputMode="numeric" maxLength={10} placeholder="10 digits" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <TextField label="Email" type="email" maxLength={254} error={errors.email?.message} {...register('email')} />
        <TextField label="Date of Birth" type="date" max={today} hint="Optional" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Address</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Address Line 1" maxLength={100} error={errors.address?.addressLine1?.message} {...register('address.addressLine1')} />
          <TextField label="Address Line 2" maxLength={100} hint="Optional" error={errors.address?.addressLine2?.message} {...register('address.addressLine2')} />
          <TextField label="City" maxLength={100} error={errors.address?.city?.message} {...register('address.city')} />
          <TextField label="State" maxLength={100} error={errors.address?.state?.message} {...register('address.state')} />
          <TextField label="Zip" maxLength={20} error={errors.address?.zip?.message} {...register('address.zip')} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Emergency Contact</legend>
        <p className="text-xs text-slate-500">Optional: left blank, the pet parent's own name and phone are used.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Emergency First Name" maxLength={100} error={errors.emergencyContact?.firstName?.message} {...register('emergencyContact.firstName')} />
          <TextField label="Emergency Last Name" maxLength={100} error={errors.emergencyContact?.lastName?.message} {...register('emergencyContact.lastName')} />
          <TextField
            label="Emergency Phone Number"
            inputMode="numeric"
            maxLength={10}
            error={errors.emergencyContact?.phoneNumber?.message}
            {...register('emergencyContact.phoneNumber')}
          />
        </div>
      </fieldset>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
