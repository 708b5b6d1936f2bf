// Users of a clinic (spec 000 section 5, User invite and edit): the one written definition of the
// invite and edit forms' fields, rules and messages. The auth service validates POST /invite with
// `userInviteWire` and PUT /user with `userEditWire`; the web's user form validates with `userForm`.
import { z } from 'zod/mini';
import { requiredText } from '../text.ts';
import { wire } from '../wire.ts';

export const USER_MESSAGES = {
  clinic: 'Please select clinic for user',
  /** The spec gives first and last name this one message. */
  name: 'Please input your username',
  email: 'Please input your email',
  emailInvalid: 'Please input correct email address!',
  phone: 'Please input your phone number',
  phoneDigits: 'Phone Number must not contain special characters!',
  phoneLength: 'Phone Number must be 10-digits.',
  role: 'Please select role for user',
  noUsers: 'Please add at least one user to invite.',
  tooManyUsers: 'At most 100 users can be invited at once.',
} as const;

export const MAX_INVITES_PER_REQUEST = 100;

/** The sign-in name: trimmed, lower case, a valid address of at most 254 characters. */
export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  z.pipe(
    z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }), z.toLowerCase()),
    z.email({ error: invalidMessage }).check(z.maxLength(254, { error: invalidMessage })),
  );

/** A US phone number without formatting: digits only, exactly ten. */
export const tenDigitPhone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.regex(/^\d+$/, { error: USER_MESSAGES.phoneDigits, abort: true }),
      z.length(10, USER_MESSAGES.phoneLength),
    );

/** What the invite and edit forms hold (the e-mail is not editable once invited). */
export const userFormShape = {
  firstName: requiredText(USER_MESSAGES.name),
  lastName: requiredText(USER_MESSAGES.name),
  email: emailAddress(USER_MESSAGES.email, USER_MESSAGES.emailInvalid),
  phone: tenDigitPhone(USER_MESSAGES.phone),
  roleId: requiredText(USER_MESSAGES.role),
  clinicId: requiredText(USER_MESSAGES.clinic),
};

export const userForm = z.object(userFormShape);
export type UserFormInput = z.input<typeof userForm>;
export type UserFormValues = z.output<typeof userForm>;

/** POST /invite: one or more people, invited together or not at all (errors at users.<n>.<field>). */
export const userInviteWire = wire({
  users: z
    .array(wire(userFormShape), { error: USER_MESSAGES.noUsers })
    .check(z.minLength(1, USER_MESSAGES.noUsers), z.maxLength(MAX_INVITES_PER_REQUEST, USER_MESSAGES.tooManyUsers)),
});
export type UserInvite = z.output<typeof userInviteWire>;

const { email: _email, ...editable } = userFormShape;
void _email;

/** PUT /user: name, phone, role and clinic of a member. */
export const userEditWire = wire({ id: z.string({ error: 'Not found.' }).check(z.maxLength(100, 'Not found.')), ...editable });
export type UserEdit = z.output<typeof userEditWire>;

/** PATCH /users-organizations/user/remove: whom to take out of the organization; an id that cannot be one is not found. */
export const userRemoveWire = wire({ userId: z.string({ error: 'Not found.' }).check(z.maxLength(100, 'Not found.')) });
