// The drug and dose guard of generated notes, chat replies and AI plan rows (PLAN-19 decision 5):
// a line may name a drug only when the visit's plan or the clinic catalogue has it, and
// a dose only when the plan or the catalogue states that dose for that drug. The line is read
// folded (NFKC, digits of any script, Cyrillic and Greek look-alikes: rules/doses.ts), so
// '７３７ mg/kg', '7З7 mg/kg' and 'Prednisоne' with a Cyrillic о are read as what they look like.
// Drugs are recognised by the triage rules' drug-name detection (rules/drug-names.ts: brands and
// generics, brands mapped to generics) and by the leading word of the catalogue's and the plan's
// product names. Doses are compared in a canonical unit (rules/doses.ts: 7.37 g/kg is 7370 mg/kg,
// 4.4 milligrams per kilogram is 4.4 mg/kg, 2 mg/lb is 4.4 mg/kg). A dose belongs to the drug
// named nearest before it on the line (else the first named after it); a line that names no drug
// may state any dose of the plan or the catalogue.
import { findDrugs } from '../rules/drug-names.ts';
import { allowedDosesOf, doseKey, foldForMatching, isAllowedDose, statedDoses, statedDosesFolded, type AllowedDose } from '../rules/doses.ts';

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
  /** True when every drug and dose the line names is the plan's or the catalogue's (the dose for that drug). */
  allows(line: string): boolean;
}

/** The doses a text states in their canonical form ('7.37 g/kg' → '7370mg/kg'); an ambiguous number ('1,000') gives each reading. */
export function dosesIn(text: string): string[] {
  return statedDoses(text).flatMap((dose) => dose.readings.map(doseKey));
}

const headOf = (name: string) => foldForMatching(name).text.trim().split(/[\s(,/]+/)[0]?.replace(/[^a-zA-Z-]/g, '').toLowerCase() ?? '';
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The leading words of product names as whole words ('zylkene' but not 'zylkene-like'). */
export function drugHeadPattern(heads: string[]): RegExp {
  return new RegExp(`(?<![\\w-])(?:${heads.map(escape).join('|')})(?![\\w-])`, 'gi');
}

interface Product {
  keys: Set<string>;
  doses: AllowedDose[];
}

interface Mention {
  keys: string[];
  start: number;
  known: boolean;
}

export function createDrugFilter(planRows: PlanRowLike[], catalogue: CatalogueMedication[]): DrugFilter {
  const rows = [
    ...planRows.map((row) => ({ name: row.name, texts: [row.name, row.dosage ?? '', String(row.quantity ?? ''), row.code ?? ''] })),
    ...catalogue.map((row) => ({ name: row.name, texts: [row.name, row.details ?? ''] })),
  ].filter((row) => row.name);
  const products: Product[] = rows.map((row) => {
    const keys = new Set<string>();
    for (const drug of findDrugs(foldForMatching(row.name).text)) {
      keys.add(drug.generic);
      for (const part of drug.generic.split(' + ')) keys.add(part);
    }
    const head = headOf(row.name);
    if (head.length >= 4) keys.add(head);
    return { keys, doses: allowedDosesOf(row.texts) };
  });
  const generics = new Set(products.flatMap((product) => [...product.keys]));
  const heads = [...new Set(rows.map((row) => headOf(row.name)).filter((head) => head.length >= 4))];
  const headPattern = heads.length ? drugHeadPattern(heads) : null;
  const everyDose = products.flatMap((product) => product.doses);

  const mentionsIn = (text: string): Mention[] => {
    const mentions: Mention[] = findDrugs(text).map((drug) => {
      const parts = drug.generic.split(' + ');
      const head = drug.text.toLowerCase().split(/\s+/)[0]!;
      return {
        keys: [drug.generic, ...parts, head],
        start: drug.start,
        known: generics.has(drug.generic) || parts.every((part) => generics.has(part)) || heads.includes(head),
      };
    });
    for (const match of headPattern ? text.matchAll(headPattern) : []) mentions.push({ keys: [match[0].toLowerCase()], start: match.index, known: true });
    return mentions.sort((a, b) => a.start - b.start);
  };

  const dosesFor = (mention: Mention | undefined): AllowedDose[] =>
    mention ? products.filter((product) => mention.keys.some((key) => product.keys.has(key))).flatMap((product) => product.doses) : everyDose;

  return {
    allows(line) {
      const folded = foldForMatching(line);
      const mentions = mentionsIn(folded.text);
      if (mentions.some((mention) => !mention.known)) return false;
      return statedDosesFolded(folded).every((dose) => {
        const owner = mentions.filter((mention) => mention.start < dose.start).at(-1) ?? mentions.find((mention) => mention.start >= dose.start);
        const allowed = dosesFor(owner);
        return dose.readings.every((reading) => isAllowedDose(reading, allowed));
      });
    },
  };
}
