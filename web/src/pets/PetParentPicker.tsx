// Choosing an existing pet parent: a search box (500 ms pause, the server searches name, e-mail
// and phone) over a list of matches to pick one from with the mouse or the keyboard.
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PetParentPickerQuery } from '../__generated__/PetParentPickerQuery.graphql';
import { focusRing } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

const pickerQuery = graphql`
  query PetParentPickerQuery($search: String) {
    petParents(first: 8, search: $search) {
      edges {
        node {
          id
          fullName
          email
          phoneNumber
        }
      }
    }
  }
`;

export interface PickedParent {
  id: string;
  fullName: string;
}

interface PetParentPickerProps {
  label: string;
  value: PickedParent | null;
  onChange: (parent: PickedParent) => void;
  error?: string;
}

export function PetParentPicker({ label, value, onChange, error }: PetParentPickerProps) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<ReadonlyArray<{ id: string; fullName: string; email: string; phoneNumber: string }> | null>(null);
  const searchId = useId();
  const groupName = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        setMatches(null);
        fetchQuery<PetParentPickerQuery>(environment, pickerQuery, { search: text.trim() || null }, { fetchPolicy: 'network-only' })
          .toPromise()
          .then((data) => current && setMatches((data?.petParents.edges ?? []).map((edge) => edge.node)))
          .catch(() => current && setMatches([]));
      },
      text ? 500 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, environment]);

  return (
    <fieldset aria-describedby={error ? `${searchId}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      {value && (
        <p className="mb-2 text-sm text-slate-700">
          Selected: <strong>{value.fullName}</strong>
        </p>
      )}
      <label htmlFor={searchId} className="sr-only">
        Search pet parents
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, e-mail or phone"
        className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-xs ${focusRing}`}
      />
      <div className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-slate-200" aria-live="polite" aria-busy={matches === null}>
        {matches === null ? (
          <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
            <Spinner /> Searching…
          </p>
        ) : matches.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500">No pet parent matches.</p>
        ) : (
          matches.map((parent) => (
            <label key={parent.id} className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-slate-50">
              <input
                type="radio"
                name={groupName}
                checked={value?.id === parent.id}
                onChange={() => onChange({ id: parent.id, fullName: parent.fullName })}
                className="accent-teal-700"
              />
              <span>
                <span className="font-medium text-slate-900">{parent.fullName}</span>
                <span className="block text-xs text-slate-500">
                  {parent.email} · {parent.phoneNumber}
                </span>
              </span>
            </label>
          ))
        )}
      </div>
      {error && (
        <p id={`${searchId}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
