import { describe, expect, it } from 'vitest';
import {
  convertTemperature,
  convertWeight,
  defaultVitalsUnits,
  normaliseWeightUnit,
  toSaveVitalsValues,
  trendPoints,
  vitalsFailure,
  vitalsFormValues,
  vitalsSaveGuard,
  vitalsSchema,
} from './vitalsForm';

const storage = (value: unknown) => ({ getItem: () => (value === undefined ? null : JSON.stringify(value)) });

describe('the units a vitals entry starts in', () => {
  it('falls back to fahrenheit and lbs (spec section 9)', () => {
    expect(defaultVitalsUnits(null, storage(undefined))).toEqual({ temperature: 'fahrenheit', weight: 'lbs' });
  });
  it("takes the clinic's settings ('celsius', 'kilograms')", () => {
    expect(defaultVitalsUnits({ temperatureUnit: 'celsius', weightUnit: 'kilograms' }, storage(undefined))).toEqual({ temperature: 'celsius', weight: 'kg' });
  });
  it("prefers the person's Metrics choice over the clinic's", () => {
    expect(defaultVitalsUnits({ temperatureUnit: 'celsius', weightUnit: 'kilograms' }, storage({ temperature: 'fahrenheit', weight: 'lb(s)' }))).toEqual({
      temperature: 'fahrenheit',
      weight: 'lbs',
    });
  });
});

describe('weight unit spellings (spec section 9)', () => {
  it.each(['lb', 'lbs', 'lb(s)', 'LBS', 'pound'])('%s means lbs', (unit) => expect(normaliseWeightUnit(unit)).toBe('lbs'));
  it.each(['kg', 'kgs', 'kg(s)', 'kilogram', 'kilograms'])('%s means kg', (unit) => expect(normaliseWeightUnit(unit)).toBe('kg'));
  it('knows no other', () => expect(normaliseWeightUnit('stone')).toBeNull());
});

describe('the vitals form', () => {
  const units = { temperature: 'fahrenheit', weight: 'lbs' } as const;
  it('starts empty in the default units, or with the saved values in their units', () => {
    expect(vitalsFormValues(null, units)).toEqual({ temperature: '', temperatureUnit: 'fahrenheit', respiratoryRate: '', heartRate: '', weight: '', weightUnit: 'lbs' });
    expect(vitalsFormValues({ temperature: { value: 38.5, unit: 'celsius' }, respiratoryRate: 24, heartRate: 110, weight: { value: 4.2, unit: 'kg' } }, units)).toEqual({
      temperature: '38.5',
      temperatureUnit: 'celsius',
      respiratoryRate: '24',
      heartRate: '110',
      weight: '4.2',
      weightUnit: 'kg',
    });
  });
  it('sends an empty value as null and the rest as numbers with their units', () => {
    expect(toSaveVitalsValues({ temperature: ' 101.5 ', temperatureUnit: 'fahrenheit', respiratoryRate: '', heartRate: '90', weight: '', weightUnit: 'kg' })).toEqual({
      temperature: { value: 101.5, unit: 'fahrenheit' },
      respiratoryRate: null,
      heartRate: 90,
      weight: null,
    });
  });
  it("checks the service's limits", () => {
    const result = vitalsSchema.safeParse({ temperature: '0', temperatureUnit: 'fahrenheit', respiratoryRate: '12.5', heartRate: '1001', weight: 'heavy', weightUnit: 'lbs' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['heartRate', 'respiratoryRate', 'temperature', 'weight']);
    expect(vitalsSchema.safeParse({ temperature: '', temperatureUnit: 'celsius', respiratoryRate: '', heartRate: '', weight: '', weightUnit: 'kg' }).success).toBe(true);
  });
});

describe('the guard before Save Vitals (spec section 5)', () => {
  it('needs the subjective note first, then a pet and a clinic', () => {
    expect(vitalsSaveGuard({ hasSubjectiveNote: false, petId: 'p', clinicId: 'c' })).toBe('You have to save at least the Subjective section first');
    expect(vitalsSaveGuard({ hasSubjectiveNote: true, petId: 'p', clinicId: null })).toBe('Missing required data for saving vitals');
    expect(vitalsSaveGuard({ hasSubjectiveNote: true, petId: '', clinicId: 'c' })).toBe('Missing required data for saving vitals');
    expect(vitalsSaveGuard({ hasSubjectiveNote: true, petId: 'p', clinicId: 'c' })).toBeNull();
  });
  it("words a failure with the server's message or the spec's fallback", () => {
    expect(vitalsFailure('Temperature is too high')).toBe('Failed to save vitals: Temperature is too high');
    expect(vitalsFailure(undefined)).toBe('Failed to save vitals: An unknown error occurred');
  });
});

describe('the trend', () => {
  it('converts units', () => {
    expect(convertTemperature(100, 'celsius', 'fahrenheit')).toBe(212);
    expect(convertTemperature(212, 'F', 'celsius')).toBe(100);
    expect(convertWeight(1, 'kg', 'lbs')).toBeCloseTo(2.2046, 3);
    expect(convertWeight(10, 'lb(s)', 'lbs')).toBe(10);
  });
  it('puts the visits oldest first and leaves out those without the measure', () => {
    const history = [
      { at: '2026-03-01', weight: 9 },
      { at: '2026-02-01', weight: null },
      { at: '2026-01-01', weight: 10.04 },
    ];
    expect(trendPoints(history, (entry) => ({ at: entry.at, value: entry.weight }))).toEqual([
      { at: '2026-01-01', value: 10 },
      { at: '2026-03-01', value: 9 },
    ]);
  });
});

describe('where the panel shows', () => {
  it('is every step but results', async () => {
    const { showsVitals } = await import('./showsVitals');
    expect((['subjective', 'objective', 'assessment', 'plan'] as const).every(showsVitals)).toBe(true);
    expect(showsVitals('results')).toBe(false);
  });
});
