// The sandbox lab's test menu and the analytes each test reports, with units and reference
// ranges (adult canine ranges, as a reference lab prints them). A result's values are drawn from
// these with a generator seeded by the order (or result) id, so the same order always reads the
// same values: most inside the range, some above or below it, qualitative tests mostly negative.

export interface QuantitativeAnalyte {
  analyte: string;
  unit: string;
  low: number;
  high: number;
  /** Digits after the decimal point. */
  decimals: number;
}

export interface QualitativeAnalyte {
  analyte: string;
  unit: '';
  normal: string;
  abnormal: string;
}

export type Analyte = QuantitativeAnalyte | QualitativeAnalyte;

export interface MenuTest {
  code: string;
  name: string;
  analytes: Analyte[];
}

const q = (analyte: string, unit: string, low: number, high: number, decimals = 1): QuantitativeAnalyte => ({ analyte, unit, low, high, decimals });
const qual = (analyte: string, normal: string, abnormal: string): QualitativeAnalyte => ({ analyte, unit: '', normal, abnormal });

export const ANTECH_TEST_MENU: MenuTest[] = [
  {
    code: 'ANT-CBC',
    name: 'Complete Blood Count (CBC)',
    analytes: [
      q('WBC', '10^3/µL', 5.5, 16.9),
      q('RBC', '10^6/µL', 5.5, 8.5, 2),
      q('HGB', 'g/dL', 12, 18),
      q('HCT', '%', 37, 55),
      q('PLT', '10^3/µL', 175, 500, 0),
      q('Neutrophils', '10^3/µL', 2, 12),
      q('Lymphocytes', '10^3/µL', 0.5, 4.9),
    ],
  },
  {
    code: 'ANT-CHEM',
    name: 'Chemistry Panel',
    analytes: [
      q('ALT', 'U/L', 10, 125, 0),
      q('ALP', 'U/L', 23, 212, 0),
      q('BUN', 'mg/dL', 7, 27, 0),
      q('CREA', 'mg/dL', 0.5, 1.8),
      q('GLU', 'mg/dL', 74, 143, 0),
      q('TP', 'g/dL', 5.2, 8.2),
      q('ALB', 'g/dL', 2.3, 4.0),
    ],
  },
  { code: 'ANT-T4', name: 'Total T4', analytes: [q('Total T4', 'µg/dL', 1.0, 4.0)] },
  {
    code: 'ANT-UA',
    name: 'Urinalysis',
    analytes: [q('Urine specific gravity', '', 1.015, 1.045, 3), q('pH', '', 5.5, 7.5), qual('Protein', 'Negative', '2+'), qual('Glucose', 'Negative', '1+')],
  },
  { code: 'ANT-SDMA', name: 'SDMA', analytes: [q('SDMA', 'µg/dL', 0, 14, 0)] },
  { code: 'ANT-HW', name: 'Heartworm Antigen', analytes: [qual('Dirofilaria immitis antigen', 'Negative', 'Positive')] },
  { code: 'ANT-FECAL', name: 'Fecal Ova & Parasites', analytes: [qual('Ova and parasites', 'None seen', 'Ancylostoma ova seen')] },
  { code: 'ANT-LYTES', name: 'Electrolytes', analytes: [q('Sodium', 'mmol/L', 144, 160, 0), q('Potassium', 'mmol/L', 3.5, 5.8), q('Chloride', 'mmol/L', 109, 122, 0)] },
];

/** A test the menu does not list (ordered by the clinic's own code) reports one overall reading. */
export function menuTest(code: string, name: string): MenuTest {
  return ANTECH_TEST_MENU.find((test) => test.code === code.toUpperCase()) ?? { code, name, analytes: [qual('Result', 'Within normal limits', 'Abnormal')] };
}

export interface AnalyteValue {
  analyte: string;
  value: string;
  unit: string;
  reference_range: string;
  low: number | null;
  high: number | null;
  flag: 'H' | 'L' | 'N' | 'A';
}

/** A small deterministic generator (mulberry32) seeded from a text. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (analyte: QuantitativeAnalyte) => `${analyte.low.toFixed(analyte.decimals)}–${analyte.high.toFixed(analyte.decimals)}`;

/** One analyte's reading, drawn from random(): about 1 in 5 outside the range. */
export function readAnalyte(analyte: Analyte, random: () => number): AnalyteValue {
  const draw = random();
  if (!('low' in analyte)) {
    const abnormal = draw < 0.12;
    return { analyte: analyte.analyte, value: abnormal ? analyte.abnormal : analyte.normal, unit: '', reference_range: analyte.normal, low: null, high: null, flag: abnormal ? 'A' : 'N' };
  }
  const width = analyte.high - analyte.low;
  const position = draw < 0.1 ? -0.05 - random() * 0.3 : draw < 0.22 ? 1.05 + random() * 0.6 : 0.08 + random() * 0.84;
  const value = Math.max(0, analyte.low + width * position);
  const shown = value.toFixed(analyte.decimals);
  const read = Number(shown);
  const flag = read > analyte.high ? 'H' : read < analyte.low ? 'L' : 'N';
  return { analyte: analyte.analyte, value: shown, unit: analyte.unit, reference_range: range(analyte), low: analyte.low, high: analyte.high, flag };
}
