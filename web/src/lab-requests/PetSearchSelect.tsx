// The 'Pet Name' select of the assign modal: a combobox searched over the clinic's pets (the pets
// table's connection, Query.pets: the pet's name, its owner's name or a problem), the chosen pet's
// name shown in it. Arrow keys move through the matches, Enter picks, Escape closes the list.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PetSearchSelectQuery } from '../__generated__/PetSearchSelectQuery.graphql';
import { focusRing } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

const SEARCH_DELAY_MS = 250;

const petsQuery = graphql`
  query PetSearchSelectQuery($search: String) {
    pets(first: 10, search: $search) {
      edges {
        node {
          id
          name
          species {
            specie
          }
          parent {
            fullName
          }
        }
      }
    }
  }
`;

export interface PickedPet {
  id: string;
  name: string;
  parentName: string;
}

type Match = PickedPet & { species: string | null };
/** The last answer stays listed while the next search runs, so Enter always has a row to pick. */
type Matches = { state: 'loading' | 'failed' | 'done'; pets: Match[] };

interface PetSearchSelectProps {
  label: string;
  value: PickedPet | null;
  onChange: (pet: PickedPet) => void;
  error?: string;
}

export function PetSearchSelect({ label, value, onChange, error }: PetSearchSelectProps) {
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [matches, setMatches] = useState<Matches>({ state: 'loading', pets: [] });
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  // What is typed searches; the chosen pet's own name in the box lists every pet again.
  const search = value && text === value.name ? '' : text.trim();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setMatches((current) => ({ ...current, state: 'loading' }));
    const timer = setTimeout(() => {
      fetchQuery<PetSearchSelectQuery>(environment, petsQuery, { search: search || null }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!current) return;
          const pets = (data?.pets.edges ?? []).map(({ node }) => ({ id: node.id, name: node.name, parentName: node.parent.fullName, species: node.species?.specie ?? null }));
          setMatches({ state: 'done', pets });
          setActive(pets.length > 0 ? 0 : -1);
        })
        .catch(() => current && setMatches({ state: 'failed', pets: [] }));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, search, environment, attempt]);

  const pets = matches.pets;
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (pet: Match | undefined) => {
    if (!pet) return;
    onChange({ id: pet.id, name: pet.name, parentName: pet.parentName });
    setText(pet.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (pets.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + pets.length) % pets.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the modal's form from the search box.
      event.preventDefault();
      if (open) pick(pets[active]);
      else setOpen(true);
    }
  };

  // Escape with the list open closes the list only. The modal around it hears Escape on the
  // document in the capture phase, before the input does, so the list listens earlier: on window.
  useEffect(() => {
    if (!open) return;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !container.current?.contains(event.target as Node | null)) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', closeList, { capture: true });
    return () => window.removeEventListener('keydown', closeList, { capture: true });
  }, [open]);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (container.current?.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        // Leaving the box with a half-typed name puts the chosen pet's name back.
        setText(value?.name ?? '');
      }}
    >
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 && pets[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        placeholder="Search by pet or owner name"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
      />
      <div hidden={!open} className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
        <div aria-live="polite" className="text-sm text-slate-600">
          {open && matches.state === 'loading' && pets.length === 0 && (
            <p className="flex items-center gap-2 px-3 py-2">
              <Spinner /> Searching…
            </p>
          )}
          {open && matches.state === 'failed' && (
            <p className="flex items-center justify-between gap-2 px-3 py-2 text-rose-700">
              The search failed.
              <button type="button" className={`rounded-md px-2 py-1 font-semibold text-teal-800 hover:bg-teal-50 ${focusRing}`} onClick={() => setAttempt((count) => count + 1)}>
                Search again
              </button>
            </p>
          )}
          {open && matches.state === 'done' && pets.length === 0 && <p className="px-3 py-2">{search ? `No pet matches "${search}".` : 'The clinic has no pets yet.'}</p>}
        </div>
        <ul id={`${id}-list`} role="listbox" aria-label={label}>
          {pets.map((pet, index) => (
            <li
              key={pet.id}
              id={optionId(index)}
              role="option"
              aria-selected={value?.id === pet.id}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(pet)}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 ${index === active ? 'bg-teal-50' : ''}`}
            >
              <span className="font-medium text-slate-900">{pet.name}</span>
              <span className="block text-xs text-slate-500">
                {pet.parentName}
                {pet.species ? ` · ${pet.species}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
