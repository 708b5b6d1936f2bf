// The hospital contact form's state and rules. The rules and messages are the clinic contract's
// (spec 000 section 5, Hospital contact; packages/contracts/src/clinic/clinic.ts), the ones the
// auth service applies: one rule set, so the form and the service cannot disagree (the e-mail's
// 254-character cap, the tax rate read from the form's text as the service reads the API's number).
import { clinicSettings, clinicSettingsShape, type ClinicSettings } from '@vetchart/contracts/clinic/clinic';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@vetchart/contracts/text';

export { CLINIC_WEIGHT_UNITS as WEIGHT_UNITS, TEMPERATURE_UNITS, TIMEZONES } from '@vetchart/contracts/clinic/clinic';
export { PO_BOX_PATTERN } from '@vetchart/contracts/address';

export const MAX_LOGO_BYTES = MAX_IMAGE_BYTES;
export const LOGO_TYPES = IMAGE_TYPES;

export const clinicFormSchema = clinicSettings;

type Choice = 'timezone' | 'weightUnit' | 'temperatureUnit';
/** Each field as its input holds it: text, a choice of the contract's options, the logo's address or none. */
export type ClinicFormValues = Record<Exclude<keyof ClinicSettings, Choice | 'avatar'>, string> & Pick<ClinicSettings, Choice | 'avatar'>;

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const CLINIC_FORM_PATHS = Object.keys(clinicSettingsShape) as (keyof ClinicSettings)[];
