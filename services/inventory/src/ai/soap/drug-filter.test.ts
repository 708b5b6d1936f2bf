// The drug and dose guard of generated notes (PLAN-19 decision 5): which lines it keeps,
// whatever the spelling of the dose.
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
    ['Carprofen 16 mg once daily.', false], // the plan's dose of maropitant, not carprofen's
    ['Start prednisоne.', false], // a Cyrillic о inside the drug's name
  ])('%s → %s', (line, kept) => {
    expect(filter.allows(line)).toBe(kept);
  });
});

describe('createDrugFilter against every spelling of a dose', () => {
  const catalogue = createDrugFilter([], [
    { name: 'Carprofen 75 mg chewable', details: 'Give 4.4 mg/kg by mouth once daily.; 75 mg tablet' },
    { name: 'Maropitant (Cerenia)', details: 'Give 1-2 mg/kg once daily.; 16 mg tablet; 10 mg/mL injection' },
    { name: 'Insulin glargine', details: '0.5 units/kg twice daily; 100 IU/mL' },
    { name: 'Vitamin B12', details: '250 mcg' },
    { name: 'Metronidazole 250 mg tablet', details: '1/2 tablet twice daily; 7.5 mg/lb' },
    { name: 'Doxorubicin', details: '30 mg/m2' },
    { name: 'Lactated Ringers', details: '1 L bag; 60 mL/kg/day' },
  ]);

  // Each spelling of a dose the catalogue does not state is dropped…
  it.each([
    'Carprofen 737 mg/kg every hour.',
    'Carprofen 737 mgs/kg every hour.',
    'Carprofen 737 milligrams per kilogram every hour.',
    'Carprofen 737 milligram per kg every hour.',
    'Carprofen 7.37 g/kg every hour.',
    'Carprofen 7,37 g/kg every hour.',
    'Carprofen 7.37 gm/kg every hour.',
    'Carprofen 7.37 grams per kilogram every hour.',
    'Carprofen 737000 mcg/kg every hour.',
    'Carprofen 737,000 µg/kg every hour.',
    'Carprofen 737000 ug/kg every hour.',
    'Carprofen 737000 micrograms per kg every hour.',
    'Carprofen ７３７ mg/kg every hour.', // full-width digits
    'Carprofen 7З7 mg/kg every hour.', // Cyrillic З
    'Carprofen 7О7 mg/kg every hour.', // Cyrillic О
    'Carprofen 737 мг/кг every hour.', // Cyrillic units
    'Carprofen 737 ｍｇ/ｋｇ every hour.', // full-width units
    'Carprofen 737 ㎎/㎏ every hour.', // the squared unit signs
    'Carprofen ٧٣٧ mg/kg every hour.', // Arabic-Indic digits
    'Carprofen 7\u200B37 mg/kg every hour.', // a zero-width space inside the number
    'Carprofen seven hundred thirty-seven mg/kg every hour.',
    'Carprofen 737 mg·kg⁻¹ every hour.',
    'Carprofen 4-40 mg/kg.', // a range reaching past the catalogue's dose
    'Carprofen 4.4 mg/lb.', // per pound: 9.7 mg/kg
    'Carprofen 1,000 mg.',
    'Carprofen 4 tablets.',
    'Maropitant 3 mg/kg.', // outside the catalogue's range of 1-2 mg/kg
    'Maropitant 10 mL.',
    'Insulin glargine 5 units/kg.',
    'Insulin glargine 20 U.',
    'Insulin glargine 1000 IU/mL.',
    'Vitamin B12 2.5 mg.',
    'Metronidazole 2 tablets twice daily.',
    'Metronidazole 1 1/2 tablets twice daily.',
    'Metronidazole one and a half tablets twice daily.',
    'Doxorubicin 300 mg/m².',
    'Lactated Ringers 10 L.',
    'Lactated Ringers 600 ml/kg.',
    'Lactated Ringers 600 cc/kg.',
    'Give 737 mgs/kg every hour.', // no drug named: no dose of the catalogue either
    // Past the dose pattern's bounds (it reads at most 6 thousands groups and 10 number words, to stay
    // linear): too large for any catalogue, not the 75 mg at the number's end.
    'Carprofen 1 000 000 000 000 000 000 075 mg.',
    'Carprofen seven hundred zero zero zero zero zero zero zero zero seventy five mg.',
  ])('drops %s', (line) => {
    expect(catalogue.allows(line)).toBe(false);
  });

  // …and the catalogue's own dose is kept in any of them.
  it.each([
    'Carprofen 4.4 mg/kg once daily.',
    'Carprofen 4.4 milligrams per kilogram once daily.',
    'Carprofen 4,4 mgs/kg once daily.',
    'Carprofen 0.0044 g/kg once daily.',
    'Carprofen 4400 mcg/kg once daily.',
    'Carprofen 4400 µg/kg once daily.',
    'Carprofen ４.４ mg/kg once daily.',
    'Carprofen 4.4 мг/кг once daily.',
    'Carprofen 2 mg/lb once daily.', // 4.41 mg/kg
    'Carprofen 2 milligrams per pound once daily.',
    'Carprofen seventy-five mg tablet.',
    'Carprofen 75 milligram tablet.',
    'Maropitant 1-2 mg/kg once daily.',
    'Maropitant 1.5 mg/kg once daily.', // inside the catalogue's range
    'Maropitant 16mg tablet.',
    'Maropitant 10 mg/mL injection.',
    'Insulin glargine 0.5 units/kg twice daily.',
    'Insulin glargine 100 IU/mL.',
    'Vitamin B12 0.25 mg.',
    'Vitamin B12 250 micrograms.',
    'Metronidazole 1/2 tablet twice daily.',
    'Metronidazole ½ tablet twice daily.',
    'Metronidazole half a tablet twice daily.',
    'Metronidazole 250 mg tablet.',
    'Metronidazole 16.5 mg/kg.', // 7.5 mg/lb
    'Doxorubicin 30 mg/m² IV.',
    'Lactated Ringers 1000 mL bag.',
    'Lactated Ringers 1 litre bag.',
    'Lactated Ringers 60 mL/kg/day.',
    'Weight 31.2 kg, glucose 5.5 mmol/L, total protein 6.5 g/dL.', // a weight and lab values are not doses
  ])('keeps %s', (line) => {
    expect(catalogue.allows(line)).toBe(true);
  });
});

it('never allows a number past the dose pattern\'s bounds, even one the catalogue states', () => {
  const huge = createDrugFilter([], [{ name: 'Carprofen 75 mg', details: '1 000 000 000 000 000 000 mg' }]);
  expect(huge.allows('Carprofen 1 000 000 000 000 000 000 mg.')).toBe(false);
});

it('never allows a dose whose number has no finite reading', () => {
  const filter = createDrugFilter([], [{ name: 'Carprofen 75 mg', details: '2.2 mg/kg twice daily' }]);
  expect(filter.allows('Carprofen 1/0 mg.')).toBe(false);
  expect(filter.allows(`Carprofen ${'9'.repeat(400)} mg.`)).toBe(false);
  expect(filter.allows('Carprofen 75 mg.')).toBe(true);
  expect(dosesIn('1/0 mg')).toEqual(['Infinitymg']);
});

describe('dosesIn', () => {
  it('gives each dose in its canonical unit', () => {
    expect(dosesIn('5mg, 5 mg, 0,5 mL, 10 ug, 2 tabs, 1 capsule, 100 IU')).toEqual(['5mg', '5mg', '0.5ml', '0.01mg', '2tab', '1cap', '100iu']);
    expect(dosesIn('7.37 g/kg, 737 mgs/kg, 737 milligrams per kilogram, 1/2 tablet, 2-4 mg/kg, 5 mg/m2')).toEqual([
      '7370mg/kg', '737mg/kg', '737mg/kg', '0.5tab', '2mg/kg', '4mg/kg', '5mg/m2',
    ]);
    expect(dosesIn('1,000 IU and 1.000,5 mg')).toEqual(['1000iu', '1iu', '1000.5mg']); // '1,000' may be a thousand or one
    expect(dosesIn('Weight 31.2 kg, glucose 5.5 mmol/L, weighs 450 g')).toEqual([]);
  });

  it('reads a number past the pattern\'s bounds as too large, not as the number at its end', () => {
    expect(dosesIn('1 000 000 000 000 000 000 075 mg')).toEqual(['Infinitymg']);
    expect(dosesIn('one two three four five six seven eight nine ten eleven tablets')).toEqual(['Infinitytab']);
    expect(dosesIn('1 000 000 000 000 075 mg and nine hundred ninety-nine thousand nine hundred ninety-nine tablets')).toEqual(['1000000000000000mg', '75mg', '999999tab']);
  });
});
