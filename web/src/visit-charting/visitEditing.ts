// Whether the open visit's notes can be changed here, as the server decides it
// (services/main/src/visits/visit-guard.ts): never once locked; in a read-only status only under
// a reason for modification, whose id the address carries (visit_modification_id) after the
// Reason for Modification modal. Every charting mutation sends that id as visitModificationId.

export interface VisitState {
  readonly isLocked: boolean;
  readonly isReadOnly: boolean;
}

export function visitEditing(visit: VisitState, search: URLSearchParams): { editable: boolean; visitModificationId: string | null } {
  const visitModificationId = search.get('visit_modification_id') || null;
  return { editable: !visit.isLocked && (!visit.isReadOnly || visitModificationId !== null), visitModificationId };
}
