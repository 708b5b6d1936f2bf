// DoseFlag: why a medication row's dose needs a reason before the plan goes on (docs/dose-check.md).
import { DOSE_FLAGS } from '@vetchart/contracts/treatment-plans/dose-check';
import { builder } from '../builder.ts';

export const DoseFlagEnum = builder.enumType('DoseFlag', {
  description:
    'ABOVE_RANGE / BELOW_RANGE: mg per kg outside the species range; ABOVE_DAILY_RANGE: more a day than the range allows; ABOVE_MAX_PER_DOSE / ABOVE_MAX_PER_DAY: the catalogue maxima in mg; NOT_FOR_SPECIES; NO_RANGE: none for the species; NO_WEIGHT; STALE_WEIGHT: older than 30 days.',
  values: Object.fromEntries(DOSE_FLAGS.map((flag) => [flag.toUpperCase(), { value: flag }])) as { [K in (typeof DOSE_FLAGS)[number] as Uppercase<K>]: { value: K } },
});
