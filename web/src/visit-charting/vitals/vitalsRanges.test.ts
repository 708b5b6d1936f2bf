import { describe, expect, it } from 'vitest';
import { vitalsSchema } from './vitalsForm';
import { unusualVitals, unusualVitalsQuestion } from './vitalsRanges';

const entry = { temperature: '', temperatureUnit: 'fahrenheit', heartRate: '', respiratoryRate: '' } as const;
const form = { temperature: '', temperatureUnit: 'fahrenheit', respiratoryRate: '', heartRate: '', weight: '', weightUnit: 'lbs' } as const;
const issues = (values: object) => vitalsSchema.safeParse({ ...form, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('temperature limits (issue 27)', () => {
  it("refuses 150 °C and 150 °F in the form, with the contract's message (the service's)", () => {
    expect(issues({ temperature: '150', temperatureUnit: 'celsius' })).toEqual([['temperature', 'Enter a temperature from 10 to 48 °C.']]);
    expect(issues({ temperature: '150', temperatureUnit: 'fahrenheit' })).toEqual([['temperature', 'Enter a temperature from 50 to 118 °F.']]);
    expect(issues({ temperature: '38.9', temperatureUnit: 'fahrenheit' })).toEqual([['temperature', 'Enter a temperature from 50 to 118 °F.']]);
    expect(issues({ temperature: '38.9', temperatureUnit: 'celsius' })).toEqual([]);
    expect(issues({ temperature: '106', temperatureUnit: 'fahrenheit' })).toEqual([]);
  });
});

describe('values outside the usual range ask first', () => {
  it("names the value, the species and its range, per unit", () => {
    expect(unusualVitals({ ...entry, temperature: '104.5' }, 'Canine')).toEqual(['Temperature 104.5 °F is outside the usual range for a dog (99.5–102.5 °F).']);
    expect(unusualVitals({ ...entry, temperature: '40.5', temperatureUnit: 'celsius' }, 'Canine')).toEqual(['Temperature 40.5 °C is outside the usual range for a dog (37.5–39.2 °C).']);
    expect(unusualVitalsQuestion({ ...entry, heartRate: '90', respiratoryRate: '12' }, 'Feline')).toBe(
      'Heart rate 90 bpm is outside the usual range for a cat (120–240 bpm). Respiratory rate 12 bpm is outside the usual range for a cat (16–40 bpm). Save anyway?',
    );
  });
  it('asks nothing for usual values, empty ones, or a species without listed ranges', () => {
    expect(unusualVitalsQuestion({ temperature: '101.5', temperatureUnit: 'fahrenheit', heartRate: '100', respiratoryRate: '24' }, 'Canine')).toBeNull();
    expect(unusualVitalsQuestion({ temperature: '38.6', temperatureUnit: 'celsius', heartRate: '180', respiratoryRate: '30' }, 'feline')).toBeNull();
    expect(unusualVitalsQuestion(entry, 'Canine')).toBeNull();
    // A bird's 41 °C is usual for it; with no ranges listed for birds nothing is asked.
    expect(unusualVitalsQuestion({ ...entry, temperature: '41', temperatureUnit: 'celsius' }, 'Avian')).toBeNull();
    // The same heart rate is slow for a cat and usual for a dog.
    expect(unusualVitals({ ...entry, heartRate: '100' }, 'Canine')).toEqual([]);
    expect(unusualVitals({ ...entry, heartRate: '100' }, 'Feline')).toHaveLength(1);
  });
});
