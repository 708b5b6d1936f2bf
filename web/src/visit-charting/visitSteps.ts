// The visit's five steps and their addresses (spec 002 section 2.1): the steps live on the pet
// profile route, /d/pet-profiles/pets/{petId}?source=…&soap=<step>&visitId=…, and a step change
// only changes the query string.

export const VISIT_STEPS = ['subjective', 'objective', 'assessment', 'plan', 'results'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

export const STEP_LABELS: Record<VisitStep, string> = {
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
  results: 'Results',
};

export function isVisitStep(value: string | null): value is VisitStep {
  return value !== null && (VISIT_STEPS as readonly string[]).includes(value);
}

/** The query parameters of the visit's notes that a step change keeps (section 2.1). */
const KEPT_WITH_STEP = ['source', 'visitId', 'subjectiveId', 'objectiveId', 'visit_modification_id', 'isClientAtClinic'];

/** The search of another step of the same visit: every held id stays, soap changes. */
export function stepSearch(current: URLSearchParams, step: VisitStep): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of KEPT_WITH_STEP) {
    const value = current.get(name);
    if (value !== null) next.set(name, value);
  }
  next.set('soap', step);
  return new URLSearchParams([['source', next.get('source') ?? 'vea'], ...[...next].filter(([name]) => name !== 'source')]);
}

/** 'Back to pet info': the query reduced to source only (section 2.1). */
export function petInfoSearch(current: URLSearchParams): URLSearchParams {
  return new URLSearchParams({ source: current.get('source') || 'vea' });
}

/** The steps page of a visit, from the pet profile or the SOAP canvas editor. */
export function visitStepsPath(options: { petId: string; source: string; visitId: string; step?: VisitStep; modificationId?: string }): string {
  const search = new URLSearchParams({ source: options.source, soap: options.step ?? 'subjective', visitId: options.visitId });
  if (options.modificationId) search.set('visit_modification_id', options.modificationId);
  return `/d/pet-profiles/pets/${encodeURIComponent(options.petId)}?${search.toString()}`;
}

/** The note ids a save adds to the address (the page keeps what it loaded: petProfileRoutes' shouldRevalidate). */
const SAVED_NOTE_IDS = ['subjectiveId', 'objectiveId'];

/**
 * Whether going from one address to another leaves the open forms: another page, or another step,
 * visit or query. A save putting its note's id in the address (the Subjective's first
 * save while vitals were typed) stays on the same forms, so nothing is asked about.
 */
export function leavesForms(current: { pathname: string; search: string }, next: { pathname: string; search: string }): boolean {
  if (current.pathname !== next.pathname) return true;
  const withoutNoteIds = (search: string) => {
    const params = new URLSearchParams(search);
    for (const name of SAVED_NOTE_IDS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return withoutNoteIds(current.search) !== withoutNoteIds(next.search);
}
