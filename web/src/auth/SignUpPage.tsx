// The three-step sign-up of spec sections 2 and 4: organization, contact person, password. One
// form holds every step; each Next validates only the fields of the step on screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, buttonClasses } from '../ui/Button';
import { CheckboxField, SelectField, TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { AuthCard } from './AuthLayout';
import { useSignUp } from './mutations/useSignUp';
import { PASSWORD_HINT, PASSWORDS_DIFFER, passwordSchema } from './passwordRules';
import { SECURITY_QUESTIONS } from './securityQuestions';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const signUpSchema = z
  .object({
    organization: required('Please enter organization name'),
    address: z.object({
      address1: required('Please enter address'),
      address2: z.string().check(z.trim()),
      city: required('Please enter city'),
      state: required('Please enter state'),
      zip: required('Please enter zip'),
    }),
    clinicName: required('Please enter clinic name'),
    firstName: required('Please enter first name'),
    lastName: required('Please enter last name'),
    email: z.pipe(required('Please input your email'), z.email('Please input correct email address!')),
    phone: required('Please enter phone number').check(z.regex(/^\d*$/, 'Phone Number must not contain special characters!'), z.length(10, 'Phone Number must be 10-digits.')),
    password: passwordSchema,
    confirm: z.string().check(z.minLength(1, 'Please confirm your password!')),
    securityQuestion: z.string().check(z.minLength(1, 'Please select a security question')),
    securityAnswer: required('Please enter the answer to your security question'),
    eula: z.boolean().check(z.refine((ticked) => ticked, 'Please agree to the terms and conditions')),
    privacy: z.boolean().check(z.refine((ticked) => ticked, 'Please agree to the privacy policy')),
  })
  .check(z.refine((values) => values.password === values.confirm, {
    message: PASSWORDS_DIFFER,
    path: ['confirm'],
    // Compare even while other fields are still wrong, so every message shows at once.
    when: ({ value }) => {
      const candidate = value as { password?: unknown; confirm?: unknown };
      return typeof candidate.password === 'string' && typeof candidate.confirm === 'string' && candidate.confirm !== '';
    },
  }));

type SignUpValues = z.infer<typeof signUpSchema>;

const STEPS: ReadonlyArray<{ title: string; fields: ReadonlyArray<FieldPath<SignUpValues>> }> = [
  {
    title: 'Organization details',
    fields: ['organization', 'address.address1', 'address.address2', 'address.city', 'address.state', 'address.zip', 'clinicName'],
  },
  { title: 'Contact person details', fields: ['firstName', 'lastName', 'email', 'phone'] },
  { title: 'Set Password', fields: ['password', 'confirm', 'securityQuestion', 'securityAnswer', 'eula', 'privacy'] },
];

const ALL_FIELDS = STEPS.flatMap((step) => step.fields);

const stepOf = (path: string) => STEPS.findIndex((step) => (step.fields as ReadonlyArray<string>).includes(path));

function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="mt-6 grid grid-cols-3 gap-2" aria-label="Sign-up steps">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={step.title} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
            <span className={`h-1.5 rounded-full ${state === 'next' ? 'bg-slate-200' : 'bg-teal-600'}`} />
            <span className={`text-xs font-medium ${state === 'current' ? 'text-teal-800' : 'text-slate-500'}`}>
              <span className="sr-only">{state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : ''}</span>
              {index + 1}. {step.title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const planCode = searchParams.get('planCode') ?? '';
  const [step, setStep] = useState(0);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [signUp, isSigningUp] = useSignUp();
  const {
    register,
    handleSubmit,
    trigger,
    setValue,
    getFieldState,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    // Validating on change (not on blur) keeps messages from vanishing under the pointer as
    // someone moves from a field to the Next button.
    mode: 'onChange',
    defaultValues: {
      organization: '',
      address: { address1: '', address2: '', city: '', state: '', zip: '' },
      clinicName: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirm: '',
      securityQuestion: '',
      securityAnswer: '',
      eula: false,
      privacy: false,
    },
  });

  const next = async () => {
    if (await trigger(STEPS[step]!.fields as FieldPath<SignUpValues>[], { shouldFocus: true })) setStep(step + 1);
  };

  const onInvalid = (fieldErrors: typeof errors) => {
    const erroredSteps = ALL_FIELDS.filter((path) => getFieldState(path).invalid || path in fieldErrors).map(stepOf);
    if (erroredSteps.length) setStep(Math.min(...erroredSteps));
  };

  const onSubmit = async (values: SignUpValues) => {
    try {
      const { signUp: result } = await signUp({
        input: {
          organization: values.organization,
          clinicName: values.clinicName,
          address: { ...values.address, address2: values.address.address2 || null },
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          password: values.password,
          confirm: values.confirm,
          securityQuestion: values.securityQuestion,
          securityAnswer: values.securityAnswer,
          planCode,
        },
      });
      switch (result.__typename) {
        case 'SignUpSuccess':
          setCreatedFor(result.email);
          return;
        case 'InputValidationError': {
          const applied = applyServerFieldErrors(setError, result.fieldErrors, ALL_FIELDS);
          if (applied.length) setStep(Math.min(...applied.map(stepOf)));
          notify('error', `Signup Error - ${result.message}`);
          return;
        }
        case 'ThrottledError':
          notify('error', `Signup Error - ${result.message}`);
          return;
        default:
          notify('error', 'Signup Error - An unexpected error occurred');
      }
    } catch (error) {
      notify('error', `Signup Error - ${error instanceof Error ? error.message : 'An unexpected error occurred'}`);
    }
  };

  if (createdFor) {
    return (
      <AuthCard width="max-w-xl">
        <div className="text-center">
          <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
            ✓
          </span>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">Clinic successfully created</h1>
          <p className="mt-3 text-slate-600">
            We sent an e-mail to <strong className="text-slate-900">{createdFor}</strong>. Please check your email and open the link to activate
            your account, then sign in.
          </p>
          <Link to="/" className={buttonClasses('primary', 'mt-6')}>
            Go to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  const organizationField = register('organization', {
    onChange: (event: { target: { value: string } }) => {
      if (!getFieldState('clinicName').isDirty) setValue('clinicName', event.target.value, { shouldValidate: true });
    },
  });

  return (
    <AuthCard width="max-w-xl">
      <h1 className="text-2xl font-semibold text-slate-900">Create your clinic account</h1>
      <p className="mt-1 text-sm text-slate-600">
        Plan <span className="font-medium text-slate-900">{planCode}</span> ·{' '}
        <Link to="/subscription-plans" className="font-medium text-teal-700 hover:underline">
          Change plan
        </Link>
      </p>
      <StepIndicator current={step} />
      <form
        className="mt-6"
        noValidate
        onSubmit={(event) => {
          if (step === STEPS.length - 1) return handleSubmit(onSubmit, onInvalid)(event);
          // Before the last step, submitting (Next, or Enter in a field) moves one step on.
          event.preventDefault();
          return next();
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900">{STEPS[step]!.title}</h2>
        <div className="mt-4 space-y-4">
          {step === 0 && (
            <>
              <TextField label="Organization Name" autoComplete="organization" error={errors.organization?.message} {...organizationField} />
              <TextField label="Address Line 1" autoComplete="address-line1" error={errors.address?.address1?.message} {...register('address.address1')} />
              <TextField
                label="Address Line 2"
                hint="Optional"
                autoComplete="address-line2"
                error={errors.address?.address2?.message}
                {...register('address.address2')}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField label="City" autoComplete="address-level2" error={errors.address?.city?.message} {...register('address.city')} />
                <TextField label="State" autoComplete="address-level1" error={errors.address?.state?.message} {...register('address.state')} />
                <TextField label="Zip" autoComplete="postal-code" inputMode="numeric" error={errors.address?.zip?.message} {...register('address.zip')} />
              </div>
              <TextField label="Clinic Name" hint="Your first clinic" error={errors.clinicName?.message} {...register('clinicName')} />
            </>
          )}
          {step === 1 && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
                <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
              </div>
              <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
              <TextField
                label="Phone Number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                hint="10 digits"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </>
          )}
          {step === 2 && (
            <>
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <p className="-mt-2 text-xs text-slate-500">{PASSWORD_HINT}</p>
              <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
              <SelectField
                label="Security Question"
                placeholder="Select a question"
                options={SECURITY_QUESTIONS}
                error={errors.securityQuestion?.message}
                {...register('securityQuestion')}
              />
              <TextField label="Security Answer" autoComplete="off" error={errors.securityAnswer?.message} {...register('securityAnswer')} />
              <CheckboxField
                label={
                  <>
                    I agree to the{' '}
                    <Link to="/eula" target="_blank" className="font-medium text-teal-700 underline">
                      End-User License Agreement
                    </Link>
                  </>
                }
                error={errors.eula?.message}
                {...register('eula')}
              />
              <CheckboxField
                label={
                  <>
                    I agree to the{' '}
                    <Link to="/privacy-policy" target="_blank" className="font-medium text-teal-700 underline">
                      Privacy Policy
                    </Link>
                  </>
                }
                error={errors.privacy?.message}
                {...register('privacy')}
              />
            </>
          )}
        </div>
        <div className="mt-8 flex items-center justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={isSigningUp}>
              Back
            </Button>
          ) : (
            <Link to="/" className="text-sm font-medium text-teal-700 hover:underline">
              Already have an account? Sign in
            </Link>
          )}
          {step < STEPS.length - 1 ? (
            <Button key="next" type="submit">
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" busy={isSigningUp}>
              {isSigningUp ? 'Creating Account…' : 'Create Account'}
            </Button>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
