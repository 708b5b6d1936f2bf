// The knowledge base's Metrics tab (spec 001 section 2.2): the temperature unit (Fahrenheit or
// Celsius) and the weight unit (lb(s) or kg(s)) this browser shows pet vitals in. Each change is
// saved at once in local storage (petVitalsMetrics.ts) and confirmed; nothing goes to the server.
import { useId, useState } from 'react';
import { focusRing } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { readPetVitalsMetrics, writePetVitalsMetrics, type PetVitalsMetrics, type TemperatureUnit, type WeightUnit } from './petVitalsMetrics';

const TEMPERATURE_CHOICES: { value: TemperatureUnit; label: string }[] = [
  { value: 'fahrenheit', label: 'Fahrenheit (°F)' },
  { value: 'celsius', label: 'Celsius (°C)' },
];
const WEIGHT_CHOICES: { value: WeightUnit; label: string }[] = [
  { value: 'lb(s)', label: 'lb(s)' },
  { value: 'kg(s)', label: 'kg(s)' },
];

function UnitChoice<T extends string>({ legend, hint, name, value, choices, onChange }: {
  legend: string;
  hint: string;
  name: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs" aria-describedby={hintId}>
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <p id={hintId} className="mb-3 text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-medium ${
              value === choice.value ? 'border-teal-600 bg-teal-50 text-teal-900' : 'border-slate-300 text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={`size-4 accent-teal-700 ${focusRing}`}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MetricsTab() {
  const [metrics, setMetrics] = useState<PetVitalsMetrics>(readPetVitalsMetrics);

  const save = (change: Partial<PetVitalsMetrics>, message: string) => {
    try {
      setMetrics(writePetVitalsMetrics(change));
      notify('success', message);
    } catch {
      notify('error', 'Metrics Error', 'This browser did not let the setting be saved.');
    }
  };

  return (
    <section aria-label="Metrics" className="grid max-w-3xl gap-5">
      <p className="text-sm text-slate-600">These units are how pet vitals are shown and entered in this browser.</p>
      <UnitChoice
        legend="Temperature"
        hint="The unit of a pet's temperature."
        name="temperature"
        value={metrics.temperature}
        choices={TEMPERATURE_CHOICES}
        onChange={(temperature) => save({ temperature }, 'Temperature metric saved.')}
      />
      <UnitChoice
        legend="Weight"
        hint="The unit of a pet's weight."
        name="weight"
        value={metrics.weight}
        choices={WEIGHT_CHOICES}
        onChange={(weight) => save({ weight }, 'Weight metric saved.')}
      />
    </section>
  );
}
