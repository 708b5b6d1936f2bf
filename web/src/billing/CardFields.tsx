// The sandbox provider's card fields: number, expiry and CVC, formatted as they are typed. With
// Stripe, its Payment Element takes their place (StripePaymentElement).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../ui/FormField';
import { formatCardNumber, formatExpiry, type CardValues } from './cardFields';

interface CardFieldsProps<Values extends CardValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

export function CardFields<Values extends CardValues>(props: CardFieldsProps<Values>) {
  // The fields are the CardValues part of a larger form; react-hook-form's generic paths do not narrow by inheritance.
  const register = props.register as unknown as UseFormRegister<CardValues>;
  const errors = props.errors as FieldErrors<CardValues>;
  const number = register('cardNumber');
  const expiry = register('expiry');
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        containerClassName="sm:col-span-4"
        error={errors.cardNumber?.message}
        {...number}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          return number.onChange(event);
        }}
      />
      <TextField
        label="Expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        containerClassName="sm:col-span-2"
        error={errors.expiry?.message}
        {...expiry}
        onChange={(event) => {
          event.target.value = formatExpiry(event.target.value);
          return expiry.onChange(event);
        }}
      />
      <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} containerClassName="sm:col-span-2" error={errors.cvc?.message} {...register('cvc')} />
    </div>
  );
}
