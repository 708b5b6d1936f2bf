// The unit spellings of spec 002 section 9 and the vitals save's rules, as the main
// service validates PUT /visits/{id}/vitals with them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { normaliseTemperatureUnit, normaliseWeightUnit, VITALS_MESSAGES, vitalsSaveWire } from './vitals.ts';

describe('unit normalisation', () => {
  it.each(['lb', 'lbs', 'lb(s)', 'LBS', ' Lb ', 'pound', 'pounds'])('reads %j as lbs', (unit) => {
    expect(normaliseWeightUnit(unit)).toBe('lbs');
  });

  it.each(['kg', 'kgs', 'kilogram', 'kilograms', 'KG', 'kg(s)'])('reads %j as kg', (unit) => {
    expect(normaliseWeightUnit(unit)).toBe('kg');
  });

  it.each(['', 'g', 'stone', 'lbss', 'kilo', 'constructor'])('refuses %j as a weight unit', (unit) => {
    expect(normaliseWeightUnit(unit)).toBeNull();
  });

  it('reads temperature units as fahrenheit or celsius', () => {
    expect(['fahrenheit', 'F', '°F'].map(normaliseTemperatureUnit)).toEqual(['fahrenheit', 'fahrenheit', 'fahrenheit']);
    expect(['celsius', 'c', '°C'].map(normaliseTemperatureUnit)).toEqual(['celsius', 'celsius', 'celsius']);
    expect(normaliseTemperatureUnit('kelvin')).toBeNull();
  });

  it('normalises a vitals save and keeps the rates per minute', () => {
    const parsed = z.parse(vitalsSaveWire, {
      pet_id: 'p',
      temperature: { value: 101.5, unit: 'F' },
      respiratory_rate: { value: 24, unit: 'bps' },
      heart_rate: { value: 110 },
      weight: { value: 12.4, unit: 'lb(s)' },
    });
    expect(parsed).toMatchObject({ temperature: { value: 101.5, unit: 'fahrenheit' }, respiratoryRate: 24, heartRate: 110, weight: { value: 12.4, unit: 'lbs' } });
    const missing = z.safeParse(vitalsSaveWire, { weight: { value: 3, unit: 'stone' } });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pet_id', VITALS_MESSAGES.missingData],
      ['weight.unit', 'Choose the weight unit (lbs or kg).'],
    ]);
  });
});

describe('temperature limits per unit (issue 27)', () => {
  const save = (value: number, unit: string) => z.safeParse(vitalsSaveWire, { pet_id: 'p', temperature: { value, unit } });
  const messages = (result: ReturnType<typeof save>) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses a temperature no living patient has, in its own unit', () => {
    // 150 °C and 150 °F both saved while the limit was 'at most 200' whatever the unit.
    expect(messages(save(150, 'celsius'))).toEqual([['temperature.value', 'Enter a temperature from 10 to 48 °C.']]);
    expect(messages(save(150, 'F'))).toEqual([['temperature.value', 'Enter a temperature from 50 to 118 °F.']]);
    // A celsius reading left in fahrenheit (38.9 °F) is as impossible.
    expect(messages(save(38.9, 'fahrenheit'))).toEqual([['temperature.value', 'Enter a temperature from 50 to 118 °F.']]);
    expect(messages(save(9.9, '°C'))).toEqual([['temperature.value', 'Enter a temperature from 10 to 48 °C.']]);
  });

  it('takes the ends of each range and a fever or a hypothermia', () => {
    for (const [value, unit] of [[50, 'fahrenheit'], [118, 'F'], [106.5, 'fahrenheit'], [10, 'celsius'], [48, 'c'], [34.2, 'celsius']] as const) {
      expect(save(value, unit).success, `${value} ${unit}`).toBe(true);
    }
  });
});
