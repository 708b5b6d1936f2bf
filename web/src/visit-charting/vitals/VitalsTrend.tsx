// A small line of one measure over the pet's visits (beyond the spec): a vet sees
// a drop at a glance. Plain SVG; the numbers are also said in words for screen readers.
import type { TrendPoint } from './vitalsForm';

const WIDTH = 220;
const HEIGHT = 56;
const PAD = 6;

interface VitalsTrendProps {
  title: string;
  unitLabel: string;
  points: ReadonlyArray<TrendPoint>;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

export function VitalsTrend({ title, unitLabel, points }: VitalsTrendProps) {
  if (points.length === 0) {
    return (
      <figure className="rounded-lg border border-slate-200 p-3">
        <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
        <p className="mt-1 text-sm text-slate-600">No earlier values yet.</p>
      </figure>
    );
  }
  const values = points.map((point) => point.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = max - min || 1;
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => (max === min ? HEIGHT / 2 : HEIGHT - PAD - ((value - min) * (HEIGHT - 2 * PAD)) / span);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = Math.round((last.value - first.value) * 10) / 10;
  const summary =
    points.length === 1
      ? `${title}: ${last.value} ${unitLabel} on ${day(last.at)}.`
      : `${title} over ${points.length} visits: ${first.value} ${unitLabel} on ${day(first.at)}, ${last.value} ${unitLabel} on ${day(last.at)}.`;

  return (
    <figure className="rounded-lg border border-slate-200 p-3">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{title}</span>
        <span className="text-slate-700">
          {last.value} {unitLabel}
          {points.length > 1 && change !== 0 && (
            <span className={change < 0 ? 'ml-1 text-amber-800' : 'ml-1 text-slate-600'}>
              ({change > 0 ? '+' : '−'}
              {Math.abs(change)})
            </span>
          )}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-14 w-full" role="img" aria-label={summary} preserveAspectRatio="none">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" className="text-teal-700" vectorEffect="non-scaling-stroke" />
        {points.map((point, index) => (
          <circle key={`${point.at}-${index}`} cx={x(index)} cy={y(point.value)} r="3" className="fill-teal-700">
            <title>{`${day(point.at)}: ${point.value} ${unitLabel}`}</title>
          </circle>
        ))}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{day(first.at)}</span>
        {points.length > 1 && <span>{day(last.at)}</span>}
      </p>
    </figure>
  );
}
