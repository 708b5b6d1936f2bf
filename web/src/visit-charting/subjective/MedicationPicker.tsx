// Additional Notes' medications, chosen from the clinic's medication catalogue (the `medications`
// query): a search box whose matches can be added, and the chosen names with a remove button
// each. The search refetches this fragment only; the note stores the products' names.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MedicationPicker_query$key } from '../../__generated__/MedicationPicker_query.graphql';
import { focusRing } from '../../ui/Button';
import { PartUnavailable } from '../../ui/PartUnavailable';
import { rowsForTerm, useSearchAnswer } from '../../ui/useSearchAnswer';

const SEARCH_DELAY_MS = 250;

const fragment = graphql`
  fragment MedicationPicker_query on Query
  @refetchable(queryName: "MedicationPickerRefetchQuery")
  @argumentDefinitions(medicationSearch: { type: "String" }) {
    medications(first: 8, search: $medicationSearch) {
      edges {
        node {
          id
          productName
          drugCode
        }
      }
    }
  }
`;

interface MedicationPickerProps {
  query: MedicationPicker_query$key;
  value: ReadonlyArray<string>;
  onChange: (names: string[]) => void;
  disabled: boolean;
  /** The AI mark when the AI chose the medications. */
  mark?: ReactNode;
}

export function MedicationPicker({ query, value, onChange, disabled, mark }: MedicationPickerProps) {
  const id = useId();
  const [data, refetch] = useRefetchableFragment(fragment, query);
  const [search, setSearch] = useState('');
  const {
    answeredTerm,
    pending: searching,
    search: searchCatalogue,
  } = useSearchAnswer((term) => {
    refetch({ medicationSearch: term }, { fetchPolicy: 'store-or-network' });
  });

  useEffect(() => {
    const term = search.trim();
    if (!term) return;
    const timer = setTimeout(() => searchCatalogue(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, searchCatalogue]);

  // Null when the catalogue service did not answer: the chosen medications (the note's own)
  // still show, and a search tries the catalogue again.
  const catalogue = data.medications;
  const term = search.trim();
  const stale = term !== answeredTerm;
  const offered = catalogue?.edges.map((edge) => edge.node).filter((node) => !value.includes(node.productName)) ?? [];
  const matches = term ? rowsForTerm(offered, term, answeredTerm, (node) => [node.productName, node.drugCode]) : [];

  return (
    <div className="md:col-span-2">
      <div className="mb-1.5 flex items-center gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
          Medications
        </label>
        {mark}
      </div>
      {value.length > 0 ? (
        <ul aria-label="Chosen medications" className="mb-2 flex flex-wrap gap-2">
          {value.map((name) => (
            <li key={name} className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200">
              {name}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((chosen) => chosen !== name))}
                aria-label={`Remove ${name}`}
                className={`rounded-full px-1.5 text-teal-800 hover:bg-teal-100 disabled:cursor-not-allowed disabled:text-slate-400 ${focusRing}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-slate-500">None provided</p>
      )}
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={disabled}
        placeholder="Search the clinic's medications"
        aria-describedby={`${id}-results`}
        className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 disabled:bg-slate-50 ${focusRing}`}
      />
      <div id={`${id}-results`} aria-live="polite" className="mt-2">
        {!catalogue && !searching && <PartUnavailable part="catalogue" />}
        {catalogue && term && !searching && !stale && matches.length === 0 && <p className="text-sm text-slate-600">No medication of the catalogue matches "{term}".</p>}
        {matches.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {matches.map((medication) => (
              <li key={medication.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  {medication.productName} <span className="text-slate-500">{medication.drugCode}</span>
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onChange([...value, medication.productName]);
                    setSearch('');
                  }}
                  aria-label={`Add ${medication.productName}`}
                  className={`rounded-md px-2 py-1 font-semibold text-teal-800 hover:bg-teal-50 ${focusRing}`}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
        {/* Below the matches: showing it never moves them. */}
        {term && (searching || stale) && <p className="mt-1 text-sm text-slate-600">Searching…</p>}
      </div>
    </div>
  );
}
