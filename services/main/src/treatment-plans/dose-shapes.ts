// The dose check's shapes that the plan's rules and store hold too (a catalogue dosing row copied
// onto a plan row, a row's check as the plan answers it): apart from dose-check.ts, which reads the
// plan's rows and store, so that those need not import it back.
import type { DoseFlag } from '@vetchart/contracts/treatment-plans/dose-check';

/** A catalogue dosing row as copied onto a plan row (the inventory service's JSON). */
export interface StoredDosing {
  specie_id: string;
  not_for_species: boolean;
  min_mg_per_kg: number | null;
  max_mg_per_kg: number | null;
  doses_per_day: number;
  max_mg_per_dose: number | null;
  max_mg_per_day: number | null;
  route: string;
}

export interface DoseCheckView {
  item_id: string;
  name: string;
  dose_mg: number | null;
  doses_per_day: number | null;
  mg_per_kg: number | null;
  mg_per_day: number | null;
  amount: string | null;
  weight_kg: number | null;
  weight_on: string | null;
  range_min_mg_per_kg: number | null;
  range_max_mg_per_kg: number | null;
  range_doses_per_day: number | null;
  route: string | null;
  flags: DoseFlag[];
  fingerprint: string;
  reason: string | null;
  reason_by_name: string | null;
  reason_at: string | null;
  needs_reason: boolean;
}
