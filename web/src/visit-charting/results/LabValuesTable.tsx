// A lab result's values per test: analyte, value with unit, reference range and flag. A high or
// low value is highlighted and says so in words ('High', 'Low'), not by colour alone.
import type { LabResultData } from './resultsData';
import { NOT_AVAILABLE } from './resultsRules';

const FLAGS = {
  HIGH: { letter: 'H', word: 'High', classes: 'bg-rose-50 text-rose-800 ring-rose-200' },
  LOW: { letter: 'L', word: 'Low', classes: 'bg-amber-50 text-amber-900 ring-amber-200' },
  ABNORMAL: { letter: 'A', word: 'Abnormal', classes: 'bg-violet-50 text-violet-800 ring-violet-200' },
  NORMAL: { letter: 'N', word: 'Normal', classes: 'bg-slate-50 text-slate-700 ring-slate-200' },
} as const;

export function flagOf(flag: string) {
  return FLAGS[flag as keyof typeof FLAGS] ?? FLAGS.NORMAL;
}

export function LabValuesTable({ result }: { result: Pick<LabResultData, 'tests' | 'identifier'> }) {
  if (result.tests.length === 0) return <p className="text-sm text-slate-600">The lab has sent no values for this result yet.</p>;
  return (
    <div className="space-y-5">
      {result.tests.map((test) => (
        <div key={test.code} className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left text-sm font-semibold text-slate-900">
              {test.name} <span className="font-normal text-slate-500">({test.code})</span>
            </caption>
            <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">Analyte</th>
                <th scope="col" className="px-4 py-2">Value</th>
                <th scope="col" className="px-4 py-2">Reference range</th>
                <th scope="col" className="px-4 py-2">Flag</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {test.values.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-4 py-3 text-slate-500">
                    Pending
                  </td>
                </tr>
              )}
              {test.values.map((value) => {
                const flag = flagOf(value.flag);
                const out = value.flag === 'HIGH' || value.flag === 'LOW';
                return (
                  <tr key={value.analyte} className={out ? 'bg-rose-50/40' : undefined}>
                    <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                      {value.analyte}
                    </th>
                    <td className={`px-4 py-2 ${out ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
                      {value.value || NOT_AVAILABLE} {value.unit}
                    </td>
                    <td className="px-4 py-2 text-slate-700">{value.referenceRange || '-'}</td>
                    <td className="px-4 py-2">
                      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${flag.classes}`}>
                        <span aria-hidden="true">{flag.letter}</span>
                        <span className={value.flag === 'NORMAL' ? 'sr-only' : ''}>{flag.word}</span>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
