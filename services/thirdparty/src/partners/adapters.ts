// The adapter for each app slug of the catalogue, pointed at the partners' base URLs.
import { antechAdapter } from './antech.ts';
import { covetrusAdapter } from './covetrus.ts';
import type { LabAdapter } from './lab.ts';
import { unconfiguredAdapter, type PartnerAdapter } from './partner.ts';
import type { PracticeSystemAdapter } from './practice-system.ts';

export interface PartnerUrls {
  covetrus?: string;
  antech?: string;
}

export type PartnerAdapters = ReadonlyMap<string, PartnerAdapter>;

export function createPartnerAdapters(urls: PartnerUrls): PartnerAdapters {
  return new Map<string, PartnerAdapter>([
    ['covetrus', urls.covetrus ? covetrusAdapter(urls.covetrus) : unconfiguredAdapter('covetrus', 'Covetrus', 'COVETRUS_API_URL')],
    ['antech', urls.antech ? antechAdapter(urls.antech) : unconfiguredAdapter('antech', 'Antech', 'ANTECH_API_URL')],
  ]);
}

/** Whether a partner's adapter can read a practice's schedule and patients. */
export function isPracticeSystem(adapter: PartnerAdapter): adapter is PartnerAdapter & PracticeSystemAdapter {
  return 'listAppointments' in adapter;
}

/** Whether a partner's adapter can place lab orders and read lab results. */
export function isLab(adapter: PartnerAdapter): adapter is PartnerAdapter & LabAdapter {
  return 'placeOrder' in adapter;
}
