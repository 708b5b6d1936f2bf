// The signed-in person (GET /me, POST /auth/login), their tokens and an invitation as the auth
// service sends them (snake_case, docs/rest-auth-billing.md), parsed into the gateway's camelCase
// records with the contract (packages/contracts/src/auth/viewer.ts), and the bodies the gateway
// sends. Used by the auth loader table (loaders/auth.ts).
import { invitationAnswer, tokensAnswer, viewerAnswer } from '@vetchart/contracts/auth/viewer';
import { z } from 'zod';

export const viewerWire = viewerAnswer;
export type ViewerRecord = z.output<typeof viewerWire>;

export const tokensWire = tokensAnswer;
export type TokenPair = z.output<typeof tokensWire>;

export const invitationWire = invitationAnswer;
export type InvitationRecord = z.output<typeof invitationWire>;

/** The service's plain confirmation of a write. */
export const messageWire = z.object({ message: z.string() });

export interface SignUpPayload {
  organization: string;
  address: { zip: string; city: string; country: 'US'; state: string; address1: string; address2?: string };
  clinics: { name: string }[];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  question_answers: { question: string; answer: string };
  plan_code: string;
}

export interface CompleteInvitePayload {
  id: string;
  token: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
  role: string;
  question_answers: { question: string; answer: string };
  vdl_license?: string;
  rvt_license?: string;
  cvt_license?: string;
  veterinarian_license?: string;
  state?: string;
}
