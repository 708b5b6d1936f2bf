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

export type ActivateUserInput = {
  id: Scalars['ID']['input'];
};

export type AddBreedInput = {
  breed: Scalars['String']['input'];
  /** A Species id. */
  specieId: Scalars['ID']['input'];
};

export type AddDiagnosisInput = {
  /** A DiagnosisCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  symptoms: InputMaybe<Scalars['String']['input']>;
};

export type AddDiagnosticInput = {
  /** A DiagnosticCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  /** US dollars; 0 when empty, rounded to 2 decimals. */
  cost: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  results: InputMaybe<Array<DiagnosticResultInput>>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Yes (true) or No (false, the default). */
  tax: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddGenderInput = {
  gender: Scalars['String']['input'];
};

export type AddInventorySupplyInput = {
  /** An InventoryCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  dosageUnits: InputMaybe<Array<DosageUnitInput>>;
  /** Optional when adding, required when editing. */
  doseInstructions: InputMaybe<Scalars['String']['input']>;
  /** The product name. */
  name: Scalars['String']['input'];
  /** An InventoryType id; empty or absent for none. */
  productTypeId: InputMaybe<Scalars['ID']['input']>;
  sideEffects: InputMaybe<Scalars['String']['input']>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AddMedicationInput = {
  /** A MedicationCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  /** The Dosage & Unit rows. */
  dosageUnits: InputMaybe<Array<DosageUnitInput>>;
  doseInstructions: InputMaybe<Scalars['String']['input']>;
  productName: Scalars['String']['input'];
  sideEffects: InputMaybe<Scalars['String']['input']>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AddPetParentInput = {
  address: PetParentAddressInput;
  /** MM/DD/YYYY; optional. */
  dateOfBirth: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  emergencyContact: InputMaybe<EmergencyContactInput>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

/** Several pets of one parent, saved together or not at all. */
export type AddPetsInput = {
  /** A PetParent id. */
  parentId: Scalars['ID']['input'];
  pets: Array<NewPetInput>;
};

export type AddServiceInput = {
  /** A ServiceCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  comment: InputMaybe<Scalars['String']['input']>;
  /** US dollars; 0 when empty, rounded to 2 decimals. */
  cost: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Yes (true) or No (false, the default). */
  tax: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddSpeciesInput = {
  name: Scalars['String']['input'];
};

export type AddVaccineInput = {
  /** Injectable, Oral or Nasal. */
  application: Scalars['String']['input'];
  categoryId: Scalars['ID']['input'];
  /** US dollars, at most 2 decimals (e.g. "18.50"). */
  cost: Scalars['String']['input'];
  /** 0.5ml or 1ml. */
  dosage: Scalars['String']['input'];
  manufacturerId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Species ids; may be empty. */
  specieIds: Array<Scalars['ID']['input']>;
  unit: Scalars['String']['input'];
  vaccineTypeId: Scalars['ID']['input'];
  /** 5, 10, 25 or 50. */
  volume: Scalars['Int']['input'];
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

export type ConnectIntegrationInput = {
  accountId: InputMaybe<Scalars['String']['input']>;
  /** The partner's clinic ID. */
  clinicId: Scalars['String']['input'];
  /** The app slug (covetrus, antech). */
  integration: Scalars['String']['input'];
  /** Required for the lab provider; stored encrypted, never returned. */
  password: InputMaybe<Scalars['String']['input']>;
  /** Required for the lab provider. */
  username: InputMaybe<Scalars['String']['input']>;
};

export type CreatePermissionInput = {
  /** An existing module (any case) or a new one. */
  module: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateRoleInput = {
  name: Scalars['String']['input'];
  /** Global ids of the permissions the role grants. */
  permissionIds: Array<Scalars['ID']['input']>;
};

export type CreateVisitInput = {
  /** Defaults to 'Visit YYYY-MM-DD' (the UTC day). */
  name: InputMaybe<Scalars['String']['input']>;
  petId: Scalars['ID']['input'];
};

export type DeleteBreedInput = {
  id: Scalars['ID']['input'];
};

export type DeleteDiagnosisInput = {
  id: Scalars['ID']['input'];
};

export type DeleteDiagnosticInput = {
  id: Scalars['ID']['input'];
};

export type DeleteGenderInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInventorySupplyInput = {
  id: Scalars['ID']['input'];
};

export type DeleteMedicationInput = {
  id: Scalars['ID']['input'];
};

export type DeletePermissionInput = {
  id: Scalars['ID']['input'];
};

export type DeletePetInput = {
  id: Scalars['ID']['input'];
};

export type DeletePetParentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteServiceInput = {
  id: Scalars['ID']['input'];
};

export type DeleteSpeciesInput = {
  id: Scalars['ID']['input'];
};

export type DeleteVaccineInput = {
  id: Scalars['ID']['input'];
};

export type DiagnosticResultInput = {
  name: Scalars['String']['input'];
  resultTypeId: InputMaybe<Scalars['ID']['input']>;
};

export type DisconnectIntegrationInput = {
  /** The app slug. */
  integration: Scalars['String']['input'];
};

export type DosageUnitInput = {
  dosage: Scalars['String']['input'];
  unit: Scalars['String']['input'];
};

/** Blank fields fall back to the parent's own name and phone. */
export type EmergencyContactInput = {
  firstName: InputMaybe<Scalars['String']['input']>;
  lastName: InputMaybe<Scalars['String']['input']>;
  phoneNumber: InputMaybe<Scalars['String']['input']>;
};

export type ImportLookupFileInput = {
  /** The file as a data URI (data:<type>;base64,<content>), at most 5 MB. */
  dataUri: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  module: LookupModule;
};

export type IntegrationKind =
  /** A reference laboratory (connects with a username and password). */
  | 'LAB'
  /** A practice information management system. */
  | 'PIMS';

export type IntegrationStatus =
  /** Connected for the clinic. */
  | 'ACTIVE'
  /** Not connected. */
  | 'INACTIVE';

export type InviteUserRowInput = {
  clinicId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  roleId: Scalars['ID']['input'];
};

export type InviteUsersInput = {
  users: Array<InviteUserRowInput>;
};

export type LookupFileFormat =
  | 'CSV'
  | 'XLSX';

/** A list of the knowledge base: the lookup lists (exported and imported) and the catalogues (exported). */
export type LookupModule =
  | 'BREEDS'
  /** Export only. */
  | 'DIAGNOSIS'
  /** Export only. */
  | 'DIAGNOSTICS'
  | 'GENDER'
  /** Export only. */
  | 'INVENTORY'
  /** Export only. */
  | 'MEDICATIONS'
  /** Export only. */
  | 'SERVICES'
  | 'SPECIES'
  | 'VACCINES';

export type NewPetInput = {
  /** A Breed id (of the chosen species). */
  breedId: Scalars['ID']['input'];
  /** A color name; a new one is added to the clinic’s colors. */
  color: Scalars['String']['input'];
  /** MM/DD/YYYY, not in the future. */
  dateOfBirth: Scalars['String']['input'];
  /** A Gender id. */
  genderId: Scalars['ID']['input'];
  /** The url uploadPetImage answered, or none. */
  image: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  note: InputMaybe<Scalars['String']['input']>;
  /** Problem names (the form splits what was typed at commas). */
  problems: InputMaybe<Array<Scalars['String']['input']>>;
  /** A Species id. */
  specieId: Scalars['ID']['input'];
  /** A positive number. */
  weight: InputMaybe<Scalars['Float']['input']>;
  /** lb(s) (the default) or kg(s): the browser's petVitalsMetrics preference. */
  weightUnit: InputMaybe<Scalars['String']['input']>;
};

export type PetParentAddressInput = {
  addressLine1: Scalars['String']['input'];
  addressLine2: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type PetParentOrder =
  | 'APPOINTMENT_DATE_ASC'
  | 'APPOINTMENT_DATE_DESC'
  /** Newest first (the default). */
  | 'CREATED_AT_DESC'
  | 'LAST_VISIT_ASC'
  | 'LAST_VISIT_DESC';

export type RefreshSessionInput = {
  refreshToken: Scalars['String']['input'];
};

export type ReinviteUserInput = {
  id: Scalars['ID']['input'];
};

export type RemoveUserInput = {
  id: Scalars['ID']['input'];
};

export type RenameVisitInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
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

export type ResetUserPasswordInput = {
  id: Scalars['ID']['input'];
};

export type SaveAppointmentSettingsInput = {
  clinicCode: Scalars['String']['input'];
  dailyReminder: Scalars['Boolean']['input'];
  daysBefore: Scalars['Int']['input'];
};

export type SaveModificationReasonInput = {
  /** YYYY/MM/DD. */
  modificationDate: Scalars['String']['input'];
  modificationReason: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
};

export type SendHistoryFormInput = {
  /** Defaults to the pet parent's e-mail. */
  email: InputMaybe<Scalars['String']['input']>;
  petId: Scalars['ID']['input'];
  /** The visit the form is for, when there is one. */
  visitId: InputMaybe<Scalars['ID']['input']>;
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

export type SpeciesOrder =
  /** Newest first (the table). */
  | 'CREATED_AT_DESC'
  /** By name (choices in a form). */
  | 'NAME';

export type SyncClinicDataInput = {
  /** An app slug; by default the clinic's connected practice management systems. */
  provider: InputMaybe<Scalars['String']['input']>;
};

export type UpdateBreedInput = {
  breed: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  specieId: Scalars['ID']['input'];
};

/** The hospital settings of a clinic (spec: Hospital Settings contact form). */
export type UpdateClinicInput = {
  address1: InputMaybe<Scalars['String']['input']>;
  address2: InputMaybe<Scalars['String']['input']>;
  /** The logo URL from uploadClinicLogo; null removes the logo. */
  avatar: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  clinicCode: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  state: Scalars['String']['input'];
  /** Percent, 0 to 100 with at most 3 decimals. */
  taxRate: InputMaybe<Scalars['Float']['input']>;
  /** celsius or fahrenheit. */
  temperatureUnit: Scalars['String']['input'];
  timezone: Scalars['String']['input'];
  /** kilograms or pound. */
  weightUnit: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type UpdateDiagnosisInput = {
  /** A DiagnosisCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  symptoms: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDiagnosticInput = {
  /** A DiagnosticCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  /** US dollars; 0 when empty, rounded to 2 decimals. */
  cost: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  results: InputMaybe<Array<DiagnosticResultInput>>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Yes (true) or No (false, the default). */
  tax: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateGenderInput = {
  gender: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type UpdateInventorySupplyInput = {
  /** An InventoryCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  dosageUnits: InputMaybe<Array<DosageUnitInput>>;
  /** Optional when adding, required when editing. */
  doseInstructions: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** The product name. */
  name: Scalars['String']['input'];
  /** An InventoryType id; empty or absent for none. */
  productTypeId: InputMaybe<Scalars['ID']['input']>;
  sideEffects: InputMaybe<Scalars['String']['input']>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UpdateMedicationInput = {
  /** A MedicationCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  /** The Dosage & Unit rows. */
  dosageUnits: InputMaybe<Array<DosageUnitInput>>;
  doseInstructions: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  productName: Scalars['String']['input'];
  sideEffects: InputMaybe<Scalars['String']['input']>;
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UpdatePetInput = {
  /** A Breed id (of the chosen species). */
  breedId: Scalars['ID']['input'];
  /** A color name; a new one is added to the clinic’s colors. */
  color: Scalars['String']['input'];
  /** MM/DD/YYYY, not in the future. */
  dateOfBirth: Scalars['String']['input'];
  /** A Gender id. */
  genderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  /** The url uploadPetImage answered, or none. */
  image: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  note: InputMaybe<Scalars['String']['input']>;
  /** A PetParent id. */
  parentId: Scalars['ID']['input'];
  /** Problem names (the form splits what was typed at commas). */
  problems: InputMaybe<Array<Scalars['String']['input']>>;
  /** A Species id. */
  specieId: Scalars['ID']['input'];
  /** A positive number. */
  weight: InputMaybe<Scalars['Float']['input']>;
  /** lb(s) (the default) or kg(s): the browser's petVitalsMetrics preference. */
  weightUnit: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePetParentInput = {
  address: PetParentAddressInput;
  /** MM/DD/YYYY; optional. */
  dateOfBirth: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  emergencyContact: InputMaybe<EmergencyContactInput>;
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type UpdateServiceInput = {
  /** A ServiceCategory id; empty or absent for none. */
  categoryId: InputMaybe<Scalars['ID']['input']>;
  comment: InputMaybe<Scalars['String']['input']>;
  /** US dollars; 0 when empty, rounded to 2 decimals. */
  cost: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  specieIds: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Yes (true) or No (false, the default). */
  tax: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateSpeciesInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type UpdateUserInput = {
  clinicId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  roleId: Scalars['ID']['input'];
};

export type UpdateVaccineInput = {
  /** Injectable, Oral or Nasal. */
  application: Scalars['String']['input'];
  categoryId: Scalars['ID']['input'];
  /** US dollars, at most 2 decimals (e.g. "18.50"). */
  cost: Scalars['String']['input'];
  /** 0.5ml or 1ml. */
  dosage: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  manufacturerId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Species ids; may be empty. */
  specieIds: Array<Scalars['ID']['input']>;
  unit: Scalars['String']['input'];
  vaccineTypeId: Scalars['ID']['input'];
  /** 5, 10, 25 or 50. */
  volume: Scalars['Int']['input'];
};

export type UpdateVisitStatusInput = {
  id: Scalars['ID']['input'];
  /** A VisitStatus.statusId. */
  statusId: Scalars['Int']['input'];
};

/** An image as a data URI (PNG, JPEG, GIF or WebP, at most 5 MB). */
export type UploadClinicLogoInput = {
  dataUri: Scalars['String']['input'];
  name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

/** An image as a data URI (PNG, JPEG, GIF or WebP, at most 5 MB). */
export type UploadPetImageInput = {
  dataUri: Scalars['String']['input'];
  name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

/** ACTIVE can sign in; INVITED has not completed their invite; INACTIVE has a password but is not active. */
export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'INVITED';

export type VerifyEmailInput = {
  token: Scalars['String']['input'];
};

export type BenchSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type BenchSignInMutation = { __typename?: 'Mutation', signIn: { __typename: 'AuthenticationError', message: string } | { __typename: 'InputValidationError', message: string } | { __typename: 'SignInSuccess' } | { __typename: 'ThrottledError', message: string } };

export type BenchForgotPasswordMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type BenchForgotPasswordMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename: 'InputValidationError', message: string } | { __typename: 'RequestPasswordResetSuccess', message: string } | { __typename: 'ThrottledError', message: string } };

export type BenchSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type BenchSignUpMutation = { __typename?: 'Mutation', signUp: { __typename: 'InputValidationError', message: string } | { __typename: 'SignUpSuccess', message: string } | { __typename: 'ThrottledError', message: string } };

export type BenchViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BenchViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', user: { __typename?: 'User', fullName: string, email: string }, role: { __typename?: 'Role', name: string }, permissions: Array<{ __typename?: 'Permission', name: string }>, clinics: Array<{ __typename?: 'Clinic', name: string, clinicCode: string }>, organization: { __typename?: 'Organization', name: string } } | null };

export type BenchPetsTableQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type BenchPetsTableQuery = { __typename?: 'Query', pets: { __typename?: 'PetConnection', totalCount: number, edges: Array<{ __typename?: 'PetEdge', node: { __typename?: 'Pet', id: string, name: string, image: string | null, createdAt: string, problems: Array<string>, color: string, parent: { __typename?: 'PetParent', id: string, fullName: string }, breed: { __typename?: 'Breed', id: string, breed: string } | null, species: { __typename?: 'Species', id: string, specie: string } | null, gender: { __typename?: 'Gender', id: string, gender: string } | null } }> } };
