// The invite completion form: the invited person's details, the licence fields of their role,
// a security question and a password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import type { CompleteInviteForm_invitation$data } from '../__generated__/CompleteInviteForm_invitation.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, buttonClasses } from '../ui/Button';
import { SelectField, TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { AuthCard } from './AuthLayout';
import { useCompleteInvite } from './mutations/useCompleteInvite';
import { PASSWORD_HINT, PASSWORDS_DIFFER, passwordSchema } from './passwordRules';
import { SECURITY_QUESTIONS } from './securityQuestions';

export interface InviteLink {
  orgCode: string;
  id: string;
  token: string;
}

type RoleSlug = 'veterinarian' | 'veterinarian-technician' | 'veterinarian-assistant' | string;

const optional = z.string().check(z.trim());

function completeInviteSchema(role: RoleSlug) {
  // The spec shows 'Please input your email' for the name fields too (spelling as in the product).
  const name = z.string().check(z.trim(), z.minLength(1, 'Please input your email'));
  const license = role === 'veterinarian' ? z.string().check(z.trim(), z.minLength(1, 'Please input license')) : optional;
  return z
    .object({
      firstName: name,
      lastName: name,
      vdlLicense: optional,
      rvtLicense: optional,
      cvtLicense: optional,
      veterinarianLicense: license,
      state: license,
      securityQuestion: z.string().check(z.minLength(1, 'Please select a security question')),
      securityAnswer: z.string().check(z.trim(), z.minLength(1, 'Please enter the answer to your security question')),
      password: passwordSchema,
      confirm: z.string().check(z.minLength(1, 'Please confirm your password!')),
    })
    .check(z.refine((values) => values.password === values.confirm, {
      message: PASSWORDS_DIFFER,
      path: ['confirm'],
      when: ({ value }) => {
        const candidate = value as { password?: unknown; confirm?: unknown };
        return typeof candidate.password === 'string' && typeof candidate.confirm === 'string' && candidate.confirm !== '';
      },
    }));
}

type CompleteInviteValues = z.infer<ReturnType<typeof completeInviteSchema>>;

const FORM_PATHS: ReadonlyArray<keyof CompleteInviteValues> = [
  'firstName',
  'lastName',
  'vdlLicense',
  'rvtLicense',
  'cvtLicense',
  'veterinarianLicense',
  'state',
  'securityQuestion',
  'securityAnswer',
  'password',
  'confirm',
];

// The invitation's fields this form shows; InvitePage reads them unmasked (no Relay store).
graphql`
  fragment CompleteInviteForm_invitation on Invitation {
    email
    firstName
    lastName
    phone
    roleName
    roleSlug
  }
`;

interface CompleteInviteFormProps {
  invitation: Omit<CompleteInviteForm_invitation$data, ' $fragmentType'>;
  link: InviteLink;
}

export function CompleteInviteForm({ invitation, link }: CompleteInviteFormProps) {
  const role = invitation.roleSlug;
  const schema = useMemo(() => completeInviteSchema(role), [role]);
  const [completeInvite, isCompleting] = useCompleteInvite();
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompleteInviteValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      vdlLicense: '',
      rvtLicense: '',
      cvtLicense: '',
      veterinarianLicense: '',
      state: '',
      securityQuestion: '',
      securityAnswer: '',
      password: '',
      confirm: '',
    },
  });

  const onSubmit = async (values: CompleteInviteValues) => {
    const licence = (value: string, roles: ReadonlyArray<RoleSlug>) => (roles.includes(role) && value ? value : null);
    try {
      const { completeInvite: result } = await completeInvite({
        input: {
          ...link,
          role,
          firstName: values.firstName,
          lastName: values.lastName,
          password: values.password,
          confirm: values.confirm,
          securityQuestion: values.securityQuestion,
          securityAnswer: values.securityAnswer,
          vdlLicense: licence(values.vdlLicense, ['veterinarian-assistant']),
          rvtLicense: licence(values.rvtLicense, ['veterinarian-technician']),
          cvtLicense: licence(values.cvtLicense, ['veterinarian-technician']),
          veterinarianLicense: licence(values.veterinarianLicense, ['veterinarian']),
          state: licence(values.state, ['veterinarian']),
        },
      });
      if (result.__typename === 'CompleteInviteSuccess') {
        setWelcomeName(values.firstName);
        return;
      }
      if (result.__typename === 'InputValidationError') applyServerFieldErrors(setError, result.fieldErrors, FORM_PATHS);
      notify('error', 'Complete Invite Error', result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', 'Complete Invite Error', error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  };

  if (welcomeName !== null) {
    return (
      <AuthCard width="max-w-[422px]">
        <div className="text-center">
          <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
            ✓
          </span>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">Welcome to VetChart, {welcomeName}!</h1>
          <p className="mt-3 text-slate-600">
            Congratulations! Your account has been created successfuly. Click the button below to access your dashboard.
          </p>
          <Link to="/" className={buttonClasses('primary', 'mt-6 w-full')}>
            Access Dashboard
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard width="max-w-[422px]">
      {/* The subtitle sits inside the heading: its text repeats the title's words, and as one
          element they read (and are found by text) as one title with its explanation. */}
      <h1 className="text-2xl font-semibold text-slate-900">
        Complete Your Registration
        <span className="mt-1 block text-sm font-normal text-slate-600">Please fill in the required details to complete your registration.</span>
      </h1>
      <p className="mt-3 inline-flex rounded-full bg-teal-50 px-3 py-1 text-xs font-medium text-teal-800">Role: {invitation.roleName}</p>
      <form className="mt-6 space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField label="Email" type="email" value={invitation.email} readOnly />
        <TextField label="Phone Number" type="tel" value={invitation.phone ?? ''} readOnly />
        {role === 'veterinarian-assistant' && (
          <TextField label="VDL License" hint="Optional" error={errors.vdlLicense?.message} {...register('vdlLicense')} />
        )}
        {role === 'veterinarian-technician' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="RVT License" hint="Optional" error={errors.rvtLicense?.message} {...register('rvtLicense')} />
            <TextField label="CVT License" hint="Optional" error={errors.cvtLicense?.message} {...register('cvtLicense')} />
          </div>
        )}
        {role === 'veterinarian' && (
          <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
            <TextField label="License Number" error={errors.veterinarianLicense?.message} {...register('veterinarianLicense')} />
            <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
          </div>
        )}
        <SelectField
          label="Security Question"
          placeholder="Select a question"
          options={SECURITY_QUESTIONS}
          error={errors.securityQuestion?.message}
          {...register('securityQuestion')}
        />
        <TextField label="Security Answer" autoComplete="off" error={errors.securityAnswer?.message} {...register('securityAnswer')} />
        <div>
          <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <p className="mt-1.5 text-xs text-slate-500">{PASSWORD_HINT}</p>
        </div>
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
        <Button type="submit" busy={isCompleting} className="w-full">
          {isCompleting ? 'Completing Invite...' : 'Submit'}
        </Button>
      </form>
    </AuthCard>
  );
}
