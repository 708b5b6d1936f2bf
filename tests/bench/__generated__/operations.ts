export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type CompleteInviteInput = {
  confirm: Scalars['String']['input'];
  cvtLicense: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  id: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  orgCode: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The role slug of the invitation. */
  role: Scalars['String']['input'];
  rvtLicense: InputMaybe<Scalars['String']['input']>;
  securityAnswer: Scalars['String']['input'];
  securityQuestion: Scalars['String']['input'];
  state: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
  vdlLicense: InputMaybe<Scalars['String']['input']>;
  veterinarianLicense: InputMaybe<Scalars['String']['input']>;
};

export type RefreshSessionInput = {
  refreshToken: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  confirm: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetId: Scalars['String']['input'];
  securityAnswer: Scalars['String']['input'];
  securityQuestion: Scalars['String']['input'];
  userCode: Scalars['String']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignOutInput = {
  refreshToken: Scalars['String']['input'];
};

export type SignUpAddressInput = {
  address1: Scalars['String']['input'];
  address2: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type SignUpInput = {
  address: SignUpAddressInput;
  clinicName: Scalars['String']['input'];
  confirm: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  organization: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  planCode: Scalars['String']['input'];
  securityAnswer: Scalars['String']['input'];
  securityQuestion: Scalars['String']['input'];
};

export type VerifyEmailInput = {
  token: Scalars['String']['input'];
};

export type BenchViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BenchViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', user: { __typename?: 'User', fullName: string, email: string }, role: { __typename?: 'Role', name: string }, permissions: Array<{ __typename?: 'Permission', name: string }>, clinics: Array<{ __typename?: 'Clinic', name: string, clinicCode: string }>, organization: { __typename?: 'Organization', name: string } } | null };
