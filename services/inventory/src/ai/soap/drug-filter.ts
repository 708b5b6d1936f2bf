// The drug and dose guard of generated notes and chat replies (PLAN-19 decision 5): a line may
// name a drug only when the visit's plan or the clinic catalogue has it, and a dose only when the
// plan or the catalogue states it. Drugs are recognised by issue 13's drug-name detection
// (rules/drug-names.ts: brands and generics, brands mapped to generics) and by the leading word of
// the catalogue's and the plan's product names; doses are a number with a dose unit (mg, mg/kg,
// mL, mcg, IU, units, tablets, ...).
import { findDrugs } from '../rules/drug-names.ts';

export interface CatalogueMedication {
  name: string;
  /** Dose instructions and units of the catalogue row (where its doses are stated). */
  details?: string;
}

export interface PlanRowLike {
  name: string;
  dosage?: string | null;
  quantity?: string | number | null;
  code?: string | null;
}

export interface DrugFilter {
  /** True when every drug and dose the line names is the plan's or the catalogue's. */
  allows(line: string): boolean;
}

const DOSE = /(\d+(?:[.,]\d+)?)\s*(mg\/kg|mg\/ml|mg|mcg|µg|ug|ml|iu|units?|tablets?|tabs?|capsules?|caps?)(?![a-z])/gi;

const unitOf = (unit: string) => {
  const lower = unit.toLowerCase();
  if (/^tab/.test(lower)) return 'tab';
  if (/^cap/.test(lower)) return 'cap';
  if (/^unit/.test(lower)) return 'unit';
  if (lower === 'ug' || lower === 'µg') return 'mcg';
  return lower;
};

/** The doses a text states, normalised ('5 mg' and '5mg' are one dose). */
export function dosesIn(text: string): string[] {
  return [...text.matchAll(DOSE)].map((match) => `${Number(match[1]!.replace(',', '.'))}${unitOf(match[2]!)}`);
}

const headOf = (name: string) => name.trim().split(/[\s(,/]+/)[0]?.replace(/[^a-zA-Z-]/g, '').toLowerCase() ?? '';

export function createDrugFilter(planRows: PlanRowLike[], catalogue: CatalogueMedication[]): DrugFilter {
  const products = [...planRows.map((row) => row.name), ...catalogue.map((row) => row.name)].filter(Boolean);
  const generics = new Set<string>();
  const heads = new Set<string>();
  for (const product of products) {
    for (const drug of findDrugs(product)) {
      generics.add(drug.generic);
      for (const part of drug.generic.split(' + ')) generics.add(part);
    }
    const head = headOf(product);
    if (head.length >= 4) heads.add(head);
  }
  const doseTexts = [
    ...planRows.flatMap((row) => [row.name, row.dosage ?? '', String(row.quantity ?? ''), row.code ?? '']),
    ...catalogue.flatMap((row) => [row.name, row.details ?? '']),
  ];
  const doses = new Set(doseTexts.flatMap(dosesIn));
  return {
    allows(line) {
      for (const drug of findDrugs(line)) {
        const known = generics.has(drug.generic) || drug.generic.split(' + ').every((part) => generics.has(part)) || heads.has(drug.text.toLowerCase().split(/\s+/)[0]!);
        if (!known) return false;
      }
      return dosesIn(line).every((dose) => doses.has(dose));
    },
  };
}
