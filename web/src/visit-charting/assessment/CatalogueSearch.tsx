// A block's search dropdown over the clinic catalogue (spec 002 section 2.5): a combobox whose
// list shows the catalogue rows matching what is typed (the newest when nothing is), fetched when
// the list opens and after each pause in typing — never with the step's own query, which stays
// small. Picking a row (click, or Enter on the highlighted one) hands it to the block; rows the
// block already lists show as picked. A failed search says so in the list and can be retried.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { CatalogueSearchDiagnosticsQuery } from '../../__generated__/CatalogueSearchDiagnosticsQuery.graphql';
import type { CatalogueSearchProtocolsQuery } from '../../__generated__/CatalogueSearchProtocolsQuery.graphql';
import type { CatalogueSearchServicesQuery } from '../../__generated__/CatalogueSearchServicesQuery.graphql';
import { focusRing } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { KIND_LABELS, type CatalogueRow } from './assessmentPlan';

const SEARCH_DELAY_MS = 250;

const diagnosticsQuery = graphql`
  query CatalogueSearchDiagnosticsQuery($search: String) {
    diagnostics(first: 10, search: $search) {
      edges {
        node {
          id
          code
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

const servicesQuery = graphql`
  query CatalogueSearchServicesQuery($search: String) {
    services(first: 10, search: $search) {
      edges {
        node {
          id
          code
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

// Treatment protocols are the clinic's medications and its inventory & supplies (both carry
// dosage options and are priced from their price details).
const protocolsQuery = graphql`
  query CatalogueSearchProtocolsQuery($search: String) {
    medications(first: 10, search: $search) {
      edges {
        node {
          id
          drugCode
          productName
          doseInstructions
          sideEffects
          category {
            name
          }
          dosageUnits {
            dosage
            unit
          }
        }
      }
    }
    inventorySupplies(first: 5, search: $search) {
      edges {
        node {
          id
          code
          name
          doseInstructions
          sideEffects
          category {
            name
          }
          dosageUnits {
            dosage
            unit
          }
        }
      }
    }
  }
`;

export type CatalogueSource = 'diagnostics' | 'services' | 'protocols';

const options = { fetchPolicy: 'network-only' } as const;

/** The catalogue rows of one source that match the text (the newest when it is empty). */
async function searchCatalogue(environment: Environment, source: CatalogueSource, text: string): Promise<CatalogueRow[]> {
  const search = text.trim() || null;
  const plain = { description: '', dosageOptions: [], doseInstructions: '', sideEffects: '' };
  if (source === 'diagnostics') {
    const data = await fetchQuery<CatalogueSearchDiagnosticsQuery>(environment, diagnosticsQuery, { search }, options).toPromise();
    return (data?.diagnostics.edges ?? []).map(({ node }) => ({ ...plain, kind: 'DIAGNOSTIC', catalogueId: node.id, code: node.code, name: node.name, category: node.category?.name ?? null, description: node.description }));
  }
  if (source === 'services') {
    const data = await fetchQuery<CatalogueSearchServicesQuery>(environment, servicesQuery, { search }, options).toPromise();
    return (data?.services.edges ?? []).map(({ node }) => ({ ...plain, kind: 'SERVICE', catalogueId: node.id, code: node.code, name: node.name, category: node.category?.name ?? null, description: node.description }));
  }
  const data = await fetchQuery<CatalogueSearchProtocolsQuery>(environment, protocolsQuery, { search }, options).toPromise();
  const medications: CatalogueRow[] = (data?.medications?.edges ?? []).map(({ node }) => ({
    kind: 'MEDICATION',
    catalogueId: node.id,
    code: node.drugCode,
    name: node.productName,
    category: node.category?.name ?? null,
    description: '',
    dosageOptions: node.dosageUnits,
    doseInstructions: node.doseInstructions,
    sideEffects: node.sideEffects,
  }));
  const supplies: CatalogueRow[] = (data?.inventorySupplies.edges ?? []).map(({ node }) => ({
    kind: 'INVENTORY',
    catalogueId: node.id,
    code: node.code,
    name: node.name,
    category: node.category?.name ?? null,
    description: '',
    dosageOptions: node.dosageUnits,
    doseInstructions: node.doseInstructions,
    sideEffects: node.sideEffects,
  }));
  return [...medications, ...supplies];
}

interface CatalogueSearchProps {
  source: CatalogueSource;
  label: string;
  placeholder: string;
  isPicked: (row: CatalogueRow) => boolean;
  onPick: (row: CatalogueRow) => void;
  disabled: boolean;
}

type Matches = { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: CatalogueRow[] };

export function CatalogueSearch({ source, label, placeholder, isPicked, onPick, disabled }: CatalogueSearchProps) {
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [matches, setMatches] = useState<Matches>({ state: 'loading' });
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setMatches({ state: 'loading' });
    const timer = setTimeout(() => {
      searchCatalogue(environment, source, text)
        .then((rows) => {
          if (!current) return;
          setMatches({ state: 'done', rows });
          setActive(rows.length > 0 ? 0 : -1);
        })
        .catch(() => current && setMatches({ state: 'failed' }));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text, source, environment, attempt]);

  const rows = matches.state === 'done' ? matches.rows : [];
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (row: CatalogueRow | undefined) => {
    if (row && !isPicked(row)) onPick(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it must never submit the step around the search.
      event.preventDefault();
      if (open) pick(rows[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
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
        aria-activedescendant={open && active >= 0 && rows[active] ? optionId(active) : undefined}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 disabled:bg-slate-50 ${focusRing}`}
      />
      <div hidden={!open} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
        <div aria-live="polite" className="text-sm text-slate-600">
          {open && matches.state === 'loading' && (
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
          {open && matches.state === 'done' && rows.length === 0 && <p className="px-3 py-2">{text.trim() ? `Nothing in the catalogue matches "${text.trim()}".` : 'The catalogue has nothing to add yet.'}</p>}
        </div>
        <ul id={`${id}-list`} role="listbox" aria-label={label} aria-multiselectable="true">
          {rows.map((row, index) => {
            const picked = isPicked(row);
            return (
              <li
                key={row.catalogueId}
                id={optionId(index)}
                role="option"
                aria-selected={picked}
                // Keeps the focus in the input, so the list stays open for the next pick.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(row)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-start justify-between gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 ${index === active ? 'bg-teal-50' : ''} ${picked ? 'text-slate-500' : 'text-slate-900'}`}
              >
                <span className="min-w-0">
                  <span className="font-medium">{row.name}</span>
                  <span className="block text-xs text-slate-500">
                    {row.code}
                    {row.category ? ` · ${row.category}` : ''}
                    {source === 'protocols' ? ` · ${KIND_LABELS[row.kind]}` : ''}
                  </span>
                </span>
                {picked && <span className="shrink-0 text-xs font-semibold text-teal-800">Listed</span>}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
