// The thirdparty service's answers (docs/rest-thirdparty.md): integrations, the practice system,
// the clinic's lab and US addresses, parsed into the gateway's camelCase records with the
// contract (packages/contracts/src/integrations/thirdparty.ts), and the bodies the gateway sends to
// connect and disconnect (the contract's inputs). Used by the thirdparty loader table
// (loaders/thirdparty.ts).
import {
  addressSuggestionAnswer,
  integrationConnectionAnswer,
  type integrationConnectWire,
  type integrationDisconnectWire,
  labStatusAnswer,
  practiceAppointmentAnswer,
  practiceDoctorAnswer,
  practicePatientAnswer,
  practiceSystemAnswer,
  syncResultAnswer,
  thirdPartyAppAnswer,
  usZipCodeAnswer,
} from '@vetchart/contracts/integrations/thirdparty';
import type { z } from 'zod/mini';

export const integrationConnectionWire = integrationConnectionAnswer;
export type IntegrationConnectionRecord = z.output<typeof integrationConnectionWire>;

export const thirdPartyAppWire = thirdPartyAppAnswer;
export type ThirdPartyAppRecord = z.output<typeof thirdPartyAppWire>;

/** POST /applet/connect and /applet/disconnect: the contract's JSON. */
export type ConnectIntegrationPayload = z.input<typeof integrationConnectWire>;
export type DisconnectIntegrationPayload = z.input<typeof integrationDisconnectWire>;

export const syncResultWire = syncResultAnswer;
export type SyncResultRecord = z.output<typeof syncResultWire>;

/** An appointment of the practice system (GET /practice/schedules). */
export const practiceAppointmentWire = practiceAppointmentAnswer;
export type PracticeAppointmentRecord = z.output<typeof practiceAppointmentWire>;

/** A patient of the practice system (GET /practice/patients). */
export const practicePatientWire = practicePatientAnswer;
export type PracticePatientRecord = z.output<typeof practicePatientWire>;

export const practiceDoctorWire = practiceDoctorAnswer;
export type PracticeDoctorRecord = z.output<typeof practiceDoctorWire>;

export const practiceSystemWire = practiceSystemAnswer;

/** The clinic's reference lab as ordering sees it (GET /lab/status). */
export const labStatusWire = labStatusAnswer;
export type LabStatusRecord = z.output<typeof labStatusWire>;

/** A US address suggestion (GET /address/suggestions); `source` says where it came from. */
export const addressSuggestionWire = addressSuggestionAnswer;
export type AddressSuggestionRecord = z.output<typeof addressSuggestionWire>;

export const usZipCodeWire = usZipCodeAnswer;
