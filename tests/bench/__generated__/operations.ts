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
  /** 'In-house test' (false, the default: an outside test of the reference lab). */
  inHouse: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Lab test code': the reference lab's code, only for outside tests (ignored for in-house tests). */
  labCode: InputMaybe<Scalars['String']['input']>;
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

export type AddOtherReminderInput = {
  /** MM/DD/YYYY. */
  date: Scalars['String']['input'];
  /** MM/DD/YYYY. */
  lastGivenDate: Scalars['String']['input'];
  petId: Scalars['ID']['input'];
  reminder: Scalars['String']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification (ModificationReason id) when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

export type AddVaccinationReminderInput = {
  /** A VaccineCategory of the clinic. */
  categoryId: Scalars['ID']['input'];
  /** MM/DD/YYYY. */
  expirationDate: Scalars['String']['input'];
  /** MM/DD/YYYY. */
  givenDate: Scalars['String']['input'];
  lotNumber: Scalars['String']['input'];
  /** A Manufacturer of the clinic. */
  manufacturerId: Scalars['ID']['input'];
  petId: Scalars['ID']['input'];
  /** MM/DD/YYYY. */
  reminderDate: Scalars['String']['input'];
  /** A Vaccine (product) of the clinic. */
  vaccineId: Scalars['ID']['input'];
  /** A VaccineType of the clinic. */
  vaccineTypeId: Scalars['ID']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification (ModificationReason id) when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

export type AdditionalNotesInput = {
  additionalVomiting: InputMaybe<Scalars['String']['input']>;
  appetite: InputMaybe<Scalars['String']['input']>;
  coughing: InputMaybe<Scalars['String']['input']>;
  diarrhea: InputMaybe<Scalars['String']['input']>;
  fleaComb: InputMaybe<Scalars['String']['input']>;
  /** Feline only: 0, 25, 50 or 100. */
  indoor: InputMaybe<Scalars['Int']['input']>;
  /** Names chosen from the clinic's medication catalogue. */
  medications: InputMaybe<Array<Scalars['String']['input']>>;
  otherPets: InputMaybe<Scalars['String']['input']>;
  reminders: InputMaybe<Scalars['String']['input']>;
  sneezing: InputMaybe<Scalars['String']['input']>;
  specialDiets: InputMaybe<Scalars['String']['input']>;
  supplements: InputMaybe<Scalars['String']['input']>;
  travel: InputMaybe<Scalars['String']['input']>;
  triageNotes: InputMaybe<Scalars['String']['input']>;
  vomiting: InputMaybe<Scalars['String']['input']>;
  waterIntake: InputMaybe<Scalars['String']['input']>;
};

/** RULES: the built-in rules engine (the default, offline); OPENAI: any OpenAI-compatible server (AI_PROVIDER=openai). */
export type AiProviderName =
  | 'OPENAI'
  | 'RULES';

export type AiSourceType =
  | 'CATALOGUE'
  | 'KNOWLEDGE_BASE'
  | 'RULE';

export type AnalyzeSubjectiveFormTriageInput = {
  text: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type AnalyzeTriageNotesInput = {
  /** The pet's species name (e.g. 'Feline'), to read species-specific terms. */
  speciesName: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
};

export type ApproveTreatmentPlanEstimateInput = {
  decisions: Array<TreatmentPlanDecisionInput>;
  planVersion: Scalars['Int']['input'];
  /** data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel). */
  signaturePng: Scalars['String']['input'];
  /** The signer's full name; the pet parent's name when omitted. */
  signerName: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

export type AssignLabResultInput = {
  labResultId: Scalars['ID']['input'];
  /** The pet ('Pet Name'). */
  petId: Scalars['ID']['input'];
  /** One of the pet's visits. */
  visitId: Scalars['ID']['input'];
};

export type CancelSubscriptionInput = {
  /** Unused: a GraphQL input needs a field; send {}. */
  _: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChiefComplaintInput = {
  complaint: InputMaybe<Scalars['String']['input']>;
  /** Required: 'Select complaint duration'. */
  duration: InputMaybe<ComplaintDuration>;
};

export type CleanUpTextInput = {
  text: Scalars['String']['input'];
};

/** How long the chief complaint has lasted (spec 002 section 5). */
export type ComplaintDuration =
  /** Shown '<1 day'. */
  | 'ACUTE'
  /** Shown '1-3 days'. */
  | 'GRADUAL'
  /** Shown '3-7 days'. */
  | 'PROGRESSING'
  /** Shown '7-10 days'. */
  | 'STATIC'
  /** Shown '10+ days'. */
  | 'WORSENING';

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

export type CreateAiKnowledgeBaseEntryInput = {
  /** The search content (at most 2000 characters). */
  content: Scalars['String']['input'];
  /** The recommendation text (at most 2000 characters). */
  text: Scalars['String']['input'];
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

export type CreateVisitDocumentLinkInput = {
  kind: VisitDocumentKind;
  visitId: Scalars['ID']['input'];
};

export type CreateVisitInput = {
  /** Defaults to 'Visit YYYY-MM-DD' (the UTC day). */
  name: InputMaybe<Scalars['String']['input']>;
  petId: Scalars['ID']['input'];
};

export type DeleteAiKnowledgeBaseEntryInput = {
  id: Scalars['ID']['input'];
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

export type DeleteOtherReminderInput = {
  id: Scalars['ID']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

export type DeleteVaccinationReminderInput = {
  id: Scalars['ID']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type DeleteVaccineInput = {
  id: Scalars['ID']['input'];
};

export type DiagnosticResultInput = {
  name: Scalars['String']['input'];
  resultTypeId: InputMaybe<Scalars['ID']['input']>;
};

export type DiarrheaCaseInput = {
  accidents: InputMaybe<Scalars['String']['input']>;
  diarrhea: InputMaybe<Scalars['String']['input']>;
  dietIndiscretions: InputMaybe<Scalars['String']['input']>;
  eatingStool: InputMaybe<Scalars['String']['input']>;
  missingToys: InputMaybe<Scalars['String']['input']>;
  petActing: InputMaybe<Scalars['String']['input']>;
  someVisit: InputMaybe<Scalars['String']['input']>;
  timesDiarrhea: InputMaybe<Scalars['String']['input']>;
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

export type FinishVisitInput = {
  visitId: Scalars['ID']['input'];
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

export type KeyedTextInput = {
  /** The form field's name; the answer keeps it. */
  key: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/** ORDER: 'Place Order' (the approved outside tests of the signed plan); ADDITIONAL: 'Place Additional Order' (starts empty at the lab). */
export type LabOrderKind =
  | 'ADDITIONAL'
  | 'ORDER';

/** QUEUED: saved, not yet taken by the lab (the send is retried); PENDING: at the lab, not submitted yet (the pre-order of the ordering page); SUBMITTED, IN_PROGRESS, COMPLETED, CANCELLED: the lab's own statuses. */
export type LabOrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'QUEUED'
  | 'SUBMITTED';

/** The lab's flag of a value: HIGH (H), LOW (L), NORMAL (N), ABNORMAL (A, a non-numeric value out of range). */
export type LabResultFlag =
  | 'ABNORMAL'
  | 'HIGH'
  | 'LOW'
  | 'NORMAL';

export type LockVisitInput = {
  /** The caller's 4-character Veterinary PIN. */
  pin: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
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

export type MeasurementInput = {
  /** Temperature: fahrenheit or celsius (F, C). Weight: lbs or kg (lb, lb(s), kgs, kilogram, kilograms). */
  unit: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

/** Bright (the default), Depressed, Stuporous or Comatose. */
export type Mentation =
  | 'Bright'
  | 'Comatose'
  | 'Depressed'
  | 'Stuporous';

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

/** SANDBOX: the built-in provider behaving like Stripe's test mode (the default); STRIPE: Stripe itself (PAYMENT_PROVIDER=stripe). */
export type PaymentProviderName =
  | 'SANDBOX'
  | 'STRIPE';

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

export type PhysicalExamFromObservationsInput = {
  observations: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
};

export type PhysicalExamResultInput = {
  /** The body category, e.g. Skin. */
  category: Scalars['String']['input'];
  categoryId: InputMaybe<Scalars['String']['input']>;
  comment: InputMaybe<Scalars['String']['input']>;
  result: PhysicalExamStatus;
};

export type PhysicalExamStatus =
  | 'Abnormal'
  | 'Negative'
  | 'Normal'
  | 'Positive';

export type PlaceLabOrderInput = {
  /** 'Yes, Continue' after 'Pending Orders Found!': cancel the unprocessed orders at the lab first. */
  discardPending: InputMaybe<Scalars['Boolean']['input']>;
  kind: LabOrderKind;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

/** At least one case or typed reason: 'Select reason for consultation'. */
export type ReasonForConsultationInput = {
  diarrhea: InputMaybe<DiarrheaCaseInput>;
  generalHealth: InputMaybe<Scalars['String']['input']>;
  /** SoapCase.caseId of each chosen case. */
  mainCaseIds: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Reasons typed in. */
  otherCases: InputMaybe<Array<Scalars['String']['input']>>;
  skinCase: InputMaybe<Scalars['String']['input']>;
  vomiting: InputMaybe<VomitingCaseInput>;
};

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

export type RequestLabResultReportInput = {
  labResultId: Scalars['ID']['input'];
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

export type ResultCommentKind =
  | 'DIAGNOSTIC'
  | 'SERVICE';

export type ResultDiagnosisInput = {
  category: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  /** Global id of the Diagnosis, when chosen from the catalogue. */
  diagnosisId: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type ResultRowInput = {
  /** Global id of the catalogue row, when it came from the catalogue. */
  catalogueId: InputMaybe<Scalars['ID']['input']>;
  code: Scalars['String']['input'];
  comment: InputMaybe<Scalars['String']['input']>;
  dosage: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** The plan row's rowId (or TreatmentPlanItem.id), when it came from the plan. */
  planItemId: InputMaybe<Scalars['ID']['input']>;
  quantity: InputMaybe<Scalars['Int']['input']>;
};

export type RewriteTextsInput = {
  /** 1 to 20 texts. */
  texts: Array<KeyedTextInput>;
};

export type SaveAppointmentSettingsInput = {
  clinicCode: Scalars['String']['input'];
  dailyReminder: Scalars['Boolean']['input'];
  daysBefore: Scalars['Int']['input'];
};

export type SaveBillingDetailsInput = {
  addressLine1: Scalars['String']['input'];
  addressLine2: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** The client secret of the card set-up the provider's form confirmed. */
  setupClientSecret: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type SaveInHouseTestResultInput = {
  /** With id: the version this save is based on. */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  comment: Scalars['String']['input'];
  /** The InHouseTestResult to update; omit for the first save. */
  id: InputMaybe<Scalars['ID']['input']>;
  /** The in-house test's plan row (TreatmentPlanItem.rowId or id). */
  planItemId: Scalars['ID']['input'];
  result: Scalars['String']['input'];
  /** YYYY-MM-DD, not in the future. */
  resultDate: Scalars['String']['input'];
  /** YYYY-MM-DD, not in the future. */
  testDate: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type SaveModificationReasonInput = {
  /** YYYY/MM/DD. */
  modificationDate: Scalars['String']['input'];
  modificationReason: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
};

export type SaveObjectiveNoteInput = {
  /** The version of the note this save is based on; absent for the first save (which creates the note). */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 9; absent keeps, null clears. */
  bodyScore: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 4. */
  dentalScore: InputMaybe<Scalars['Int']['input']>;
  /** Feline grimace scale 1 to 10, for feline pets only; a new feline note starts at 4. */
  grimaceScale: InputMaybe<Scalars['Int']['input']>;
  medicalHistoryNotes: InputMaybe<Scalars['String']['input']>;
  mentation: InputMaybe<Mentation>;
  /** 1 to 4. */
  muscleConditionScore: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 9. */
  painScore: InputMaybe<Scalars['Int']['input']>;
  /** The whole table: one row per body category. */
  physicalExamResults: InputMaybe<Array<PhysicalExamResultInput>>;
  /** The whole Rule Outs table: ids of the clinic's diagnoses (unique by name). */
  ruleOutDiagnosisIds: InputMaybe<Array<Scalars['ID']['input']>>;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type SaveResultCommentInput = {
  /** The version this save is based on; omit for the first save. */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  /** At most 5000 characters. */
  comments: Scalars['String']['input'];
  /** The catalogue code of the service or diagnostic. */
  itemCode: Scalars['String']['input'];
  kind: ResultCommentKind;
  visitId: Scalars['ID']['input'];
};

export type SaveSubjectiveNoteInput = {
  additionalNotes: InputMaybe<AdditionalNotesInput>;
  /** The note's version this save is based on; omit for the visit's first save. */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  chiefComplaint: ChiefComplaintInput;
  reasonForConsultation: ReasonForConsultationInput;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type SaveTreatmentPlanInput = {
  /** The version of the plan this save is based on; omit for the first save (which creates the plan). */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  /** HTML; omit to keep (sanitised on the server). */
  description: InputMaybe<Scalars['String']['input']>;
  isClientAtClinic: Scalars['Boolean']['input'];
  /** The whole list, in order (at most 1000). */
  items: Array<TreatmentPlanItemInput>;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type SaveTreatmentResultInput = {
  /** The version this save is based on; omit for the first save (which creates it). */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  result: TreatmentResultInput;
  /** The SoapTemplate of template mode. */
  soapTemplateId: InputMaybe<Scalars['ID']['input']>;
  /** The template's sections as previewed and edited. */
  templateContent: InputMaybe<Array<TemplateSectionInput>>;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
};

export type SaveVitalsInput = {
  /** The vitals' version this save is based on; omit for the first save. */
  basedOnVersion: InputMaybe<Scalars['Int']['input']>;
  /** Beats per minute. */
  heartRate: InputMaybe<Scalars['Int']['input']>;
  /** The visit's pet: required ('Missing required data for saving vitals'). */
  petId: InputMaybe<Scalars['ID']['input']>;
  /** Breaths per minute. */
  respiratoryRate: InputMaybe<Scalars['Int']['input']>;
  temperature: InputMaybe<MeasurementInput>;
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
  weight: InputMaybe<MeasurementInput>;
};

export type SendHistoryFormInput = {
  /** Defaults to the pet parent's e-mail. */
  email: InputMaybe<Scalars['String']['input']>;
  petId: Scalars['ID']['input'];
  /** The visit the form is for, when there is one. */
  visitId: InputMaybe<Scalars['ID']['input']>;
};

export type SendTreatmentPlanEstimateInput = {
  email: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
};

export type SetSmartRecommendationsInput = {
  enabled: Scalars['Boolean']['input'];
};

export type SetVeterinaryPinInput = {
  /** The account password: needed to change a PIN already set. */
  password: InputMaybe<Scalars['String']['input']>;
  /** 4 characters. */
  pin: Scalars['String']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignOutInput = {
  refreshToken: Scalars['String']['input'];
};

export type SignTreatmentPlanInput = {
  decisions: Array<TreatmentPlanDecisionInput>;
  /** Required when the client declines the plan (the 'Decline Rason' modal). */
  declineReason: InputMaybe<Scalars['String']['input']>;
  /** The working plan version on screen; a changed plan is a ConflictError. */
  planVersion: Scalars['Int']['input'];
  /** data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel). */
  signaturePng: Scalars['String']['input'];
  signerName: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
  /** A ModificationReason of this visit: needed while the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

export type SoapTemplateStatus =
  | 'ACTIVE'
  | 'DRAFT';

export type SpeciesOrder =
  /** Newest first (the table). */
  | 'CREATED_AT_DESC'
  /** By name (choices in a form). */
  | 'NAME';

export type StartBillingCardSetupInput = {
  /** Unused: a GraphQL input needs a field; send {}. */
  _: InputMaybe<Scalars['Boolean']['input']>;
};

export type StartPhysicalExamInput = {
  visitId: Scalars['ID']['input'];
};

export type StartPlanApprovalInput = {
  visitId: Scalars['ID']['input'];
};

export type StartSubscriptionCheckoutInput = {
  /** 'month' (the default) or 'year'. */
  interval: InputMaybe<Scalars['String']['input']>;
};

export type SubmitSubjectiveFormInput = {
  additionalNotes: InputMaybe<AdditionalNotesInput>;
  /** The AI consent checkbox; not consented when omitted. */
  aiConsent: InputMaybe<Scalars['Boolean']['input']>;
  chiefComplaint: ChiefComplaintInput;
  reasonForConsultation: ReasonForConsultationInput;
  /** data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel): 'Please sign in the signature field'. */
  signaturePng: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** The effective status: a subscription cancelled at period end stays ACTIVE until currentPeriodEnd, then CANCELED. */
export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELED'
  | 'INACTIVE'
  | 'INCOMPLETE'
  | 'PAST_DUE';

export type SyncClinicDataInput = {
  /** An app slug; by default the clinic's connected practice management systems. */
  provider: InputMaybe<Scalars['String']['input']>;
};

export type SyncLabResultsInput = {
  visitId: Scalars['ID']['input'];
};

export type SyncPetInput = {
  /** The practice system (covetrus, the default). */
  source: InputMaybe<Scalars['String']['input']>;
  /** The patient's id in the practice system. */
  sourceId: Scalars['String']['input'];
};

export type TemplateSectionInput = {
  section: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type TranscribeAudioInput = {
  /** data:audio/webm;base64,… (also ogg, mp4, mpeg, wav); 1000 bytes to 5 MB. */
  dataUri: Scalars['String']['input'];
  /** The text so far, to keep the transcript consistent. */
  prompt: InputMaybe<Scalars['String']['input']>;
};

export type TreatmentPlanDecisionInput = {
  approved: Scalars['Boolean']['input'];
  itemId: Scalars['ID']['input'];
};

export type TreatmentPlanItemInput = {
  /** The AI recommendation suggested the row (read for a row being added; a saved row keeps its mark). */
  ai: InputMaybe<Scalars['Boolean']['input']>;
  /** Why the AI suggested it, and from which source (at most 1000 characters). */
  aiReason: InputMaybe<Scalars['String']['input']>;
  approved: Scalars['Boolean']['input'];
  /** Global id of the Diagnostic, Service, Medication or InventorySupply. */
  catalogueId: Scalars['ID']['input'];
  /** The service or diagnostic comment; omit to keep. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** The row's id (TreatmentPlanItem.id or rowId); omit for a row being added. */
  id: InputMaybe<Scalars['ID']['input']>;
  kind: TreatmentPlanItemKind;
  /** At least 1. */
  quantity: Scalars['Int']['input'];
  removed: Scalars['Boolean']['input'];
  /** One of the item's Dosage & Unit options; omit to keep (a new row takes the first). */
  selectedDosage: InputMaybe<DosageUnitInput>;
};

/** DIAGNOSTIC: the catalogue's Diagnostics tab (treatments); SERVICE; MEDICATION; INVENTORY: an inventory supply. */
export type TreatmentPlanItemKind =
  | 'DIAGNOSTIC'
  | 'INVENTORY'
  | 'MEDICATION'
  | 'SERVICE';

/** The whole treatment result (every list as it is to be saved; omitted lists are empty). Rule-outs and diagnoses are unique by name. */
export type TreatmentResultInput = {
  additionalCareText: InputMaybe<Scalars['String']['input']>;
  customMedications: InputMaybe<Array<ResultRowInput>>;
  diagnosis: InputMaybe<Array<ResultDiagnosisInput>>;
  inventories: InputMaybe<Array<ResultRowInput>>;
  medications: InputMaybe<Array<ResultRowInput>>;
  ruleOuts: InputMaybe<Array<ResultDiagnosisInput>>;
  services: InputMaybe<Array<ResultRowInput>>;
  treatments: InputMaybe<Array<ResultRowInput>>;
};

export type UnassignLabResultInput = {
  labResultId: Scalars['ID']['input'];
};

export type UpdateAiKnowledgeBaseEntryInput = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
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
  /** 'In-house test' (false, the default: an outside test of the reference lab). */
  inHouse: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Lab test code': the reference lab's code, only for outside tests (ignored for in-house tests). */
  labCode: InputMaybe<Scalars['String']['input']>;
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

export type UpdateOtherReminderInput = {
  /** The version the edit was based on (OtherReminder.version). */
  basedOnVersion: Scalars['Int']['input'];
  /** MM/DD/YYYY. */
  date: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  /** MM/DD/YYYY. */
  lastGivenDate: Scalars['String']['input'];
  reminder: Scalars['String']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification (ModificationReason id) when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

export type UpdateVaccinationReminderInput = {
  /** The version the edit was based on (VaccinationReminder.version). */
  basedOnVersion: Scalars['Int']['input'];
  /** A VaccineCategory of the clinic. */
  categoryId: Scalars['ID']['input'];
  /** MM/DD/YYYY. */
  expirationDate: Scalars['String']['input'];
  /** MM/DD/YYYY. */
  givenDate: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lotNumber: Scalars['String']['input'];
  /** A Manufacturer of the clinic. */
  manufacturerId: Scalars['ID']['input'];
  /** MM/DD/YYYY. */
  reminderDate: Scalars['String']['input'];
  /** A Vaccine (product) of the clinic. */
  vaccineId: Scalars['ID']['input'];
  /** A VaccineType of the clinic. */
  vaccineTypeId: Scalars['ID']['input'];
  /** The visit being charted. */
  visitId: Scalars['ID']['input'];
  /** The reason for modification (ModificationReason id) when the visit is read-only. */
  visitModificationId: InputMaybe<Scalars['ID']['input']>;
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

/** SOAP_NOTE: the Clinical SOAP note; TREATMENT_PLAN: the signed treatment plan (the working plan as an estimate until signed); TAKE_HOME: take-home care instructions; FINAL_SUMMARY: the Final Visit Summary & Invoice. */
export type VisitDocumentKind =
  | 'FINAL_SUMMARY'
  | 'SOAP_NOTE'
  | 'TAKE_HOME'
  | 'TREATMENT_PLAN';

export type VomitingCaseInput = {
  ateSomething: InputMaybe<Scalars['String']['input']>;
  dietChanges: InputMaybe<Scalars['String']['input']>;
  dietIndiscretions: InputMaybe<Scalars['String']['input']>;
  intoTrash: InputMaybe<Scalars['String']['input']>;
  ratPoison: InputMaybe<Scalars['String']['input']>;
  recentlyVaccinated: InputMaybe<Scalars['String']['input']>;
  timesVomiting: InputMaybe<Scalars['String']['input']>;
  vomiting: InputMaybe<Scalars['String']['input']>;
};

export type WriteBackTreatmentResultInput = {
  /** The SoapTemplate's code ('Template code is missing' when empty). */
  templateCode: Scalars['String']['input'];
  visitId: Scalars['ID']['input'];
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

export type BenchResultsStepQueryVariables = Exact<{
  visitId: Scalars['ID']['input'];
}>;


export type BenchResultsStepQuery = { __typename?: 'Query', visit: { __typename?: 'AiKnowledgeBaseEntry' } | { __typename?: 'AppointmentSettings' } | { __typename?: 'Breed' } | { __typename?: 'Clinic' } | { __typename?: 'Color' } | { __typename?: 'Diagnosis' } | { __typename?: 'DiagnosisCategory' } | { __typename?: 'Diagnostic' } | { __typename?: 'DiagnosticCategory' } | { __typename?: 'DiagnosticResultType' } | { __typename?: 'File' } | { __typename?: 'Gender' } | { __typename?: 'InHouseTestResult' } | { __typename?: 'InventoryCategory' } | { __typename?: 'InventorySupply' } | { __typename?: 'InventoryType' } | { __typename?: 'LabOrder' } | { __typename?: 'LabResult' } | { __typename?: 'Manufacturer' } | { __typename?: 'Medication' } | { __typename?: 'MedicationCategory' } | { __typename?: 'ObjectiveNote' } | { __typename?: 'Organization' } | { __typename?: 'OtherReminder' } | { __typename?: 'Payment' } | { __typename?: 'Permission' } | { __typename?: 'Pet' } | { __typename?: 'PetParent' } | { __typename?: 'Plan' } | { __typename?: 'Role' } | { __typename?: 'Service' } | { __typename?: 'ServiceCategory' } | { __typename?: 'SignedTreatmentPlan' } | { __typename?: 'SoapTemplate' } | { __typename?: 'Species' } | { __typename?: 'SubjectiveNote' } | { __typename?: 'Subscription' } | { __typename?: 'ThirdPartyApp' } | { __typename?: 'TreatmentPlan' } | { __typename?: 'TreatmentResult' } | { __typename?: 'User' } | { __typename?: 'VaccinationReminder' } | { __typename?: 'Vaccine' } | { __typename?: 'VaccineCategory' } | { __typename?: 'VaccineType' } | { __typename?: 'Visit', id: string, isReadOnly: boolean, isLocked: boolean, status: { __typename?: 'VisitStatus', name: string }, labOrdering: { __typename?: 'LabOrdering', connected: boolean, provider: string | null, providerName: string | null, placeOrder: boolean, allowAdditionalOrder: boolean }, signedTreatmentPlan: { __typename?: 'SignedTreatmentPlan', items: Array<{ __typename?: 'TreatmentPlanItem', rowId: string, kind: TreatmentPlanItemKind, code: string, name: string, approved: boolean, approvedAt: string | null, inHouse: boolean, labCode: string | null }> } | null, results: { __typename?: 'VisitResults', labOrders: Array<{ __typename?: 'LabOrder', id: string, kind: LabOrderKind, status: LabOrderStatus, providerName: string, createdAt: string, tests: Array<{ __typename?: 'LabOrderTest', code: string, name: string }>, links: Array<{ __typename?: 'LabLink', type: string, url: string }> }>, unprocessedLabOrders: Array<{ __typename?: 'LabOrder', id: string }>, labResults: Array<{ __typename?: 'LabResult', id: string, identifier: string, status: string, providerName: string, petName: string, parentName: string, testDate: string, finalResultDate: string | null, reportAvailable: boolean, assigned: boolean, tests: Array<{ __typename?: 'LabTest', code: string, name: string, values: Array<{ __typename?: 'LabValue', analyte: string, value: string, unit: string, referenceRange: string, flag: LabResultFlag }> }>, history: Array<{ __typename?: 'LabResultEvent', action: string, description: string, actorName: string, updatedAt: string }> }>, inHouseResults: Array<{ __typename?: 'InHouseTestResult', id: string, planItemId: string, testDate: string, resultDate: string, result: string, comment: string, version: number, updatedAt: string }>, comments: Array<{ __typename?: 'ResultComment', id: string, kind: ResultCommentKind, itemCode: string, comments: string, version: number }>, treatmentResult: { __typename?: 'TreatmentResult', id: string, version: number, templateCode: string | null, soapTemplate: { __typename?: 'SoapTemplate', id: string, name: string } | null, result: { __typename?: 'TreatmentResultContent', additionalCareText: string } } | null } } | { __typename?: 'Vitals' } | null };
