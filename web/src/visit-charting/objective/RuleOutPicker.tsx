// Choosing rule outs from the clinic's diagnoses (spec 002 sections 2.4, 5: unique by name): a
// search over the catalogue, each match with an Add button; one already listed shows as added.
// The Results step picks its diagnoses with it too, under its own title.
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RuleOutPicker_query$key } from '../../__generated__/RuleOutPicker_query.graphql';
import { PartUnavailable } from '../../ui/PartUnavailable';
import { Button } from '../../ui/Button';
import { SearchInput } from '../../ui/table/SearchInput';
import { rowsForTerm, useSearchAnswer } from '../../ui/useSearchAnswer';
import { hasRuleOut, type RuleOutRow } from './objectiveForm';

const fragment = graphql`
  fragment RuleOutPicker_query on Query
  @refetchable(queryName: "RuleOutPickerRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 8 }, search: { type: "String" }) {
    diagnoses(first: $first, search: $search) {
      totalCount
      edges {
        node {
          id
          name
          description
          category {
            name
          }
        }
      }
    }
  }
`;

interface RuleOutPickerProps {
  query: RuleOutPicker_query$key;
  chosen: ReadonlyArray<RuleOutRow>;
  onAdd: (row: RuleOutRow) => void;
  disabled: boolean;
  /** What is being added; the Objective step's rule outs unless told. */
  title?: string;
}

export function RuleOutPicker({ query, chosen, onAdd, disabled, title = "Add a rule out from the clinic's diagnoses" }: RuleOutPickerProps) {
  const [data, refetch] = useRefetchableFragment(fragment, query);
  // What is typed; until the catalogue has answered it, the rows whose name or category holds it.
  const [typed, setTyped] = useState('');
  const {
    answeredTerm,
    pending: isPending,
    search,
  } = useSearchAnswer((text) => {
    refetch({ search: text || null }, { fetchPolicy: 'store-or-network' });
  });
  // Null when the catalogue service did not answer: the step shows, this part says so.
  const diagnoses = data.diagnoses;
  const stale = typed !== answeredTerm;
  const matches = rowsForTerm(diagnoses?.edges.map((edge) => edge.node) ?? [], typed, answeredTerm, (diagnosis) => [diagnosis.name, diagnosis.category?.name]);

  return (
    // Enter in the search box searches; it must not submit the exam form around it.
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4" onKeyDown={(event) => event.key === 'Enter' && event.target instanceof HTMLInputElement && event.preventDefault()}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">{title}</span>
        {!disabled && <SearchInput label="Search diagnoses" placeholder="Search diagnoses" onSearch={search} onType={setTyped} />}
      </div>
      {!diagnoses ? (
        <PartUnavailable part="catalogue" />
      ) : matches.length === 0 ? (
        stale ? (
          <p className="text-sm text-slate-600">Searching…</p>
        ) : (
          <p className="text-sm text-slate-600">No diagnoses match. Search by name, code, category or symptom, or add diagnoses under Catalogues.</p>
        )
      ) : (
        <ul aria-label="Matching diagnoses" aria-busy={isPending || stale || undefined} className={`divide-y divide-slate-200 ${isPending || stale ? 'opacity-60' : ''}`}>
          {matches.map((diagnosis) => {
            const added = hasRuleOut(chosen, diagnosis.name);
            return (
              <li key={diagnosis.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">{diagnosis.name}</span>
                  {diagnosis.category && <span className="ml-2 text-slate-500">{diagnosis.category.name}</span>}
                </span>
                <Button
                  variant="secondary"
                  className="shrink-0 px-3 py-1.5"
                  disabled={disabled || added}
                  aria-label={added ? `${diagnosis.name} added` : `Add ${diagnosis.name}`}
                  onClick={() => onAdd({ diagnosisId: diagnosis.id, name: diagnosis.name, category: diagnosis.category?.name ?? null, description: diagnosis.description })}
                >
                  {added ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {diagnoses && !stale && diagnoses.totalCount > matches.length && <p className="text-xs text-slate-500">Showing {matches.length} of {diagnoses.totalCount}: search to narrow them.</p>}
    </div>
  );
}
