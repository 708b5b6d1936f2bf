// Shared operations of the security suite, run through the real gateway over the real services.
import type { TestGateway } from '@vetchart/host/testing';

export const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) {
  __typename ... on Error { message } ... on ThrottledError { retryAfterSeconds } } }`;

export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on SignUpSuccess { email message } ... on Error { message } } }`;

export const FORGOT = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on RequestPasswordResetSuccess { message } ... on Error { message } ... on ThrottledError { retryAfterSeconds } } }`;

export const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on ResetPasswordSuccess { message } ... on Error { message } } }`;

export const signUpInput = (email: string, overrides: Record<string, unknown> = {}) => ({
  organization: 'Probe Vets',
  clinicName: 'Probe Vets North',
  address: { address1: '12 Maple Street', city: 'Austin', state: 'TX', zip: '78701' },
  firstName: 'Pat',
  lastName: 'Probe',
  email,
  phone: '5125550143',
  password: 'Str0ng!pass',
  confirm: 'Str0ng!pass',
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Biscuit',
  planCode: 'basic',
  ...overrides,
});

export async function signInAs(gateway: TestGateway, email: string, password: string, clientAddress: string) {
  return (await gateway.execute(SIGN_IN, { input: { email, password } }, undefined, { clientAddress })).data.signIn as {
    __typename: string;
    message?: string;
    retryAfterSeconds?: number;
  };
}

export const count = async (gateway: TestGateway, sql: string, params: unknown[] = []) =>
  (await gateway.db.query<{ n: number }>(sql, params))[0]!.n;
