// Addresses and display formats of the pet profile (spec 001 section 2.6): the SOAP canvas
// editor's query, the pet's global id from the path, and the visit history's dates.

/** The product's own pets' source (the default when the address names none). */
export const DEFAULT_SOURCE = 'vea';

/** Relay ids are Pothos global ids, base64 of 'Type:rawId'; an address may carry either form. */
export function globalIdOf(type: string, id: string): string {
  try {
    if (atob(id).startsWith(`${type}:`)) return id;
  } catch {
    // not base64: a raw id
  }
  return btoa(`${type}:${id}`);
}

export const petGlobalId = (petId: string) => globalIdOf('Pet', petId);

export function canvasEditorPath(options: { petId: string; source: string; visitId: string; edit?: boolean }): string {
  const search = new URLSearchParams({ pet: options.petId, source: options.source, visitId: options.visitId });
  if (options.edit) search.set('edit', 'true');
  return `/d/soap-canvas-editor?${search.toString()}`;
}

const VISIT_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const VISIT_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/** 'Monday, November 23, 2026' (UTC). */
export const formatVisitDate = (iso: string) => VISIT_DATE.format(new Date(iso));

/** '3:04 PM' (UTC, like the date beside it). */
export const formatVisitTime = (iso: string) => VISIT_TIME.format(new Date(iso));

/** A date input's YYYY-MM-DD as the modification date the server takes, YYYY/MM/DD. */
export const toModificationDate = (isoDay: string) => isoDay.replaceAll('-', '/');
