// The drug and dose guard of generated notes (PLAN-19 decision 5): which lines it keeps.
import { describe, expect, it } from 'vitest';
import { createDrugFilter, dosesIn } from './drug-filter.ts';

const filter = createDrugFilter(
  [{ name: 'Maropitant (Cerenia) 16 mg tablet', dosage: '1 tablet once daily', quantity: 3, code: 'MED-1' }],
  [{ name: 'Carprofen 75 mg chewable', details: 'Give with food.; 2.2 mg/kg' }, { name: 'Zylkene 225mg capsule' }],
);

describe('createDrugFilter', () => {
  it.each([
    ['Max has vomited for three days.', true],
    ['Cerenia 16mg once daily.', true], // the plan's drug by its brand, the dose written without a space
    ['Maropitant 16 mg, 1 tablet once daily.', true],
    ['Rimadyl 75 mg if painful.', true], // a brand of the catalogue's carprofen
    ['Carprofen 2.2 mg/kg twice daily.', true], // the catalogue's dosage unit
    ['Zylkene 225 mg daily.', true], // a catalogue product the drug table does not know, by its leading word
    ['Carprofen 100 mg twice daily.', false], // a dose nobody stated
    ['Start prednisone.', false], // a known drug outside the plan and the catalogue
    ['Zyloxafen 50 mg BID.', false], // an invented drug, caught by its dose
    ['Give 2 tablets.', false],
  ])('%s → %s', (line, kept) => {
    expect(filter.allows(line)).toBe(kept);
  });
});

describe('dosesIn', () => {
  it('normalises spacing, decimals and unit spellings', () => {
    expect(dosesIn('5mg, 5 mg, 0,5 mL, 10 ug, 2 tabs, 1 capsule, 100 IU')).toEqual(['5mg', '5mg', '0.5ml', '10mcg', '2tab', '1cap', '100iu']);
    expect(dosesIn('Weight 31.2 kg, glucose 5.5 mmol/L')).toEqual([]);
  });
});
