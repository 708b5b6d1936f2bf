// One of the Assessment step's three blocks (spec 002 sections 2.5, 4): the search dropdown over the
// clinic catalogue, the block's table — the AI's suggestions for the visit first, each marked AI
// with why it was suggested and from which source, then the rows the person picked (their working
// list, not saved) — and 'Add to Plan', which adds the rows ticked in the table to the treatment
// plan. A suggestion is only that until a person adds it: its own 'Add' adds it with
// one click, and 'Add all' adds every suggestion of the block the plan does not list yet. The
// tables hide the columns the spec hides: Cost for diagnostics, Cost and Comment for services,
// Cost and Directions for medications. They are laid out fixed (set column shares, long words
// wrapped) so that they fit the block's column and never scroll sideways.
import { Fragment, useId, useState } from 'react';
import { Button, focusRing } from '../../ui/Button';
import { dosageLabel, KIND_LABELS, type CatalogueRow, type PlanTable } from './assessmentPlan';
import { aiCatalogueRow, sourceText, suggestionsToAdd, type SuggestionRow } from './aiSuggestions';
import { CatalogueSearch, type CatalogueSource } from './CatalogueSearch';

interface BlockConfig {
  title: string;
  table: PlanTable;
  source: CatalogueSource;
  searchLabel: string;
  placeholder: string;
  emptyText: string;
}

export const CATALOGUE_BLOCKS: ReadonlyArray<BlockConfig> = [
  {
    title: 'AI Suggestions for Diagnostics',
    table: 'Diagnostics',
    source: 'diagnostics',
    searchLabel: 'Search diagnostics',
    placeholder: "Search the clinic's diagnostics",
    emptyText: 'Search the catalogue above and pick the diagnostics to add.',
  },
  {
    title: 'AI Suggestions for Services',
    table: 'Services',
    source: 'services',
    searchLabel: 'Search services',
    placeholder: "Search the clinic's services",
    emptyText: 'Search the catalogue above and pick the services to add.',
  },
  {
    title: 'AI Suggestions for Treatment Protocol',
    table: 'Medications',
    source: 'protocols',
    searchLabel: 'Search medications and supplies',
    placeholder: "Search the clinic's medications and supplies",
    emptyText: 'Search the catalogue above and pick the medications to add.',
  },
];

interface CatalogueBlockProps {
  config: BlockConfig;
  /** Whether the plan lists the row already (it shows 'In plan'). */
  inPlan: (row: CatalogueRow) => boolean;
  /** Adds the rows to the plan; the block unticks them. */
  onAddToPlan: (rows: ReadonlyArray<CatalogueRow>, table: PlanTable) => void;
  disabled: boolean;
  /** The AI's suggestions for this block (aiSuggestions.ts). */
  suggestions: ReadonlyArray<SuggestionRow>;
  /** Smart Recommendations are off: the block says so instead of suggesting. */
  smartOff: boolean;
}

type ListedRow = { row: CatalogueRow; suggestion: SuggestionRow | null };

/** Why the AI suggested a row and from which source: a line under the row, across the table. */
function SuggestionNote({ suggestion }: { suggestion: SuggestionRow }) {
  return (
    <>
      <span className="block">
        <span className="font-semibold text-violet-900">Why: </span>
        {suggestion.reason}
      </span>
      <span className="block">
        <span className="font-semibold text-violet-900">Source: </span>
        {sourceText(suggestion.source)}
        {suggestion.source.matchedText && <> · matched “{suggestion.source.matchedText}”</>}
      </span>
    </>
  );
}

export function CatalogueBlock({ config, inPlan, onAddToPlan, disabled, suggestions, smartOff }: CatalogueBlockProps) {
  const titleId = useId();
  const [picked, setPicked] = useState<ReadonlyArray<CatalogueRow>>([]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const medications = config.source === 'protocols';
  // A suggestion keeps its place (and its reason) when the person also picks it from the search.
  const suggested = new Set(suggestions.map((row) => row.catalogueId));
  const listed: ReadonlyArray<ListedRow> = [
    ...suggestions.map((suggestion) => ({ row: aiCatalogueRow(suggestion), suggestion })),
    ...picked.filter((row) => !suggested.has(row.catalogueId)).map((row) => ({ row, suggestion: null })),
  ];
  const rows = listed.map(({ row }) => row);
  const tickedRows = rows.filter((row) => ticked.has(row.catalogueId));
  const allTicked = rows.length > 0 && tickedRows.length === rows.length;
  const toAdd = suggestionsToAdd(suggestions, inPlan);

  const tick = (catalogueId: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(catalogueId);
      else next.delete(catalogueId);
      return next;
    });

  const addToPlan = () => {
    // Spec section 5: adding does nothing on an empty list.
    if (tickedRows.length === 0) return;
    onAddToPlan(tickedRows, config.table);
    setTicked(new Set());
  };

  /** Adds suggestions as AI-made rows with their reasons; their ticks go, as with Add to Plan. */
  const addSuggestions = (chosen: ReadonlyArray<SuggestionRow>) => {
    if (chosen.length === 0) return;
    onAddToPlan(chosen.map(aiCatalogueRow), config.table);
    setTicked((current) => new Set([...current].filter((catalogueId) => !chosen.some((row) => row.catalogueId === catalogueId))));
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-base font-semibold text-slate-900">
          {config.title}
        </h4>
        <div className="flex flex-wrap gap-2">
          {toAdd.length > 1 && (
            <Button variant="secondary" className="px-3 py-1.5" disabled={disabled} onClick={() => addSuggestions(toAdd)}>
              Add all {toAdd.length} suggestions
            </Button>
          )}
          <Button variant="secondary" className="px-3 py-1.5" disabled={disabled || tickedRows.length === 0} onClick={addToPlan}>
            Add to Plan{tickedRows.length > 0 ? ` (${tickedRows.length})` : ''}
          </Button>
        </div>
      </div>
      <CatalogueSearch
        source={config.source}
        label={config.searchLabel}
        placeholder={config.placeholder}
        disabled={disabled}
        isPicked={(row) => rows.some((listedRow) => listedRow.catalogueId === row.catalogueId)}
        onPick={(row) => {
          setPicked((current) => [...current, row]);
          tick(row.catalogueId, true);
        }}
      />
      {smartOff ? (
        <p className="text-xs text-slate-600">Smart Recommendations are off: no AI suggestions are made for this visit.</p>
      ) : (
        suggestions.length > 0 && <p className="text-xs text-slate-600">The AI suggests these for the visit, each with why. None is in the plan until you add it.</p>
      )}
      <div className="rounded-lg border border-slate-200">
        {/* Fixed layout: the columns take set shares of the block and long words wrap, so the table fits. */}
        <table className="w-full table-fixed text-left text-sm break-words">
          <caption className="sr-only">{config.title}</caption>
          <colgroup>
            <col className="w-9" />
            <col className={medications ? 'w-[25%]' : 'w-[36%]'} />
            {medications ? (
              <>
                <col className="w-[17%]" />
                <col />
                <col />
              </>
            ) : (
              <>
                <col className="w-[21%]" />
                <col />
              </>
            )}
            <col className="w-[4.75rem]" />
          </colgroup>
          {/* At 1440 px the columns are wide enough for their headers; narrower, a header wraps rather than overlaps. */}
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-1 pl-3">
                <input
                  type="checkbox"
                  aria-label={`Select every listed ${config.table.toLowerCase()} row`}
                  checked={allTicked}
                  disabled={disabled || rows.length === 0}
                  onChange={(event) => setTicked(event.target.checked ? new Set(rows.map((row) => row.catalogueId)) : new Set())}
                  className={`accent-teal-700 ${focusRing}`}
                />
              </th>
              <th scope="col" className="px-2 py-2">
                Name
              </th>
              {medications ? (
                <>
                  <th scope="col" className="px-2 py-2">
                    Dosage & Unit
                  </th>
                  <th scope="col" className="px-2 py-2">
                    Dose Instructions
                  </th>
                  <th scope="col" className="px-2 py-2">
                    Side Effects
                  </th>
                </>
              ) : (
                <>
                  <th scope="col" className="px-2 py-2">
                    Category
                  </th>
                  <th scope="col" className="px-2 py-2">
                    Description
                  </th>
                </>
              )}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && (
              <tr>
                <td colSpan={medications ? 6 : 5} className="px-3 py-5 text-center text-slate-500">
                  {smartOff ? config.emptyText : `No AI suggestions for this visit: they come from its complaint, observations and rule outs. ${config.emptyText}`}
                </td>
              </tr>
            )}
            {listed.map(({ row, suggestion }) => {
              const added = inPlan(row);
              return (
                <Fragment key={row.catalogueId}>
                  <tr className={suggestion ? 'border-b-0 bg-violet-50/50' : undefined}>
                    <td className={`pr-1 pl-3 align-top ${suggestion ? 'pt-2' : 'py-2'}`}>
                      <input
                        type="checkbox"
                        aria-label={`Select ${row.name}`}
                        aria-describedby={suggestion ? `${titleId}-${row.catalogueId}-why` : undefined}
                        checked={ticked.has(row.catalogueId)}
                        disabled={disabled}
                        onChange={(event) => tick(row.catalogueId, event.target.checked)}
                        className={`accent-teal-700 ${focusRing}`}
                      />
                    </td>
                    <td className="px-2 py-2 align-top">
                      <span className="font-medium text-slate-900">{row.name}</span>
                      {suggestion && <span className="ml-1.5 inline-block rounded-full bg-violet-50 px-1.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">AI</span>}
                      {/* The code under the name (a column of its own would not fit beside the plan). */}
                      <span className="block text-xs text-slate-500">{medications ? `${row.code} · ${KIND_LABELS[row.kind]}` : row.code}</span>
                      {added && <span className="mt-1 inline-block rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-teal-800 ring-1 ring-teal-200">In plan</span>}
                    </td>
                    {medications ? (
                      <>
                        <td className="px-2 py-2 align-top text-slate-700">{row.dosageOptions.length > 0 ? row.dosageOptions.map((option) => dosageLabel(option)).join(', ') : '-'}</td>
                        <td className="px-2 py-2 align-top text-slate-700">
                          <span className="line-clamp-3">{row.doseInstructions || '-'}</span>
                        </td>
                        <td className="px-2 py-2 align-top text-slate-700">
                          <span className="line-clamp-3">{row.sideEffects || '-'}</span>
                        </td>
                      </>
                    ) : (
                      <>
                        <td className="px-2 py-2 align-top text-slate-700">{row.category ?? '-'}</td>
                        <td className="px-2 py-2 align-top text-slate-700">
                          <span className="line-clamp-3">{row.description || '-'}</span>
                        </td>
                      </>
                    )}
                    <td className="py-2 pr-3 pl-1 text-right align-top">
                      {suggestion
                        ? !added && (
                            <Button variant="secondary" className="px-2.5 py-1" disabled={disabled} aria-label={`Add ${row.name} to the plan`} onClick={() => addSuggestions([suggestion])}>
                              Add
                            </Button>
                          )
                        : (
                            <button
                              type="button"
                              aria-label={`Take ${row.name} off the list`}
                              disabled={disabled}
                              onClick={() => {
                                setPicked((current) => current.filter((pickedRow) => pickedRow.catalogueId !== row.catalogueId));
                                tick(row.catalogueId, false);
                              }}
                              className={`rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed ${focusRing}`}
                            >
                              <span aria-hidden="true">×</span>
                            </button>
                          )}
                    </td>
                  </tr>
                  {suggestion && (
                    <tr className="bg-violet-50/50">
                      <td />
                      <td id={`${titleId}-${row.catalogueId}-why`} colSpan={medications ? 5 : 4} className="px-2 pb-2.5 text-xs text-slate-700">
                        <SuggestionNote suggestion={suggestion} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
