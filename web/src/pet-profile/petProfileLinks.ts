// Addresses and display formats of the pet profile (spec 001 section 2.6): the SOAP canvas
// editor's and the SOAP canvas's queries, the pet's global id from the path, and the visit
// history's dates.

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

/** /d/SOAPCanvas of a pet (spec 003 section 2.2), and of one of its visits when `visitId` is given. */
export function soapCanvasPath(options: { petId: string; source: string; visitId?: string }): string {
  const search = new URLSearchParams({ pet: options.petId, source: options.source });
  if (options.visitId) search.set('visitId', options.visitId);
  return `/d/SOAPCanvas?${search.toString()}`;
}

/**
 * The pet list as a picker for the SOAP canvas ('No pet selected. Please select a pet to continue
 * with SOAP Canvas.'): choosing a pet there opens soapCanvasPath with it.
 */
export const CHOOSE_PET_FOR_CANVAS = 'soap-canvas';
export const choosePetForCanvasPath = `/d/pet-profiles?choose=${CHOOSE_PET_FOR_CANVAS}`;

const VISIT_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const VISIT_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/** 'Monday, November 23, 2026' (UTC). */
export const formatVisitDate = (iso: string) => VISIT_DATE.format(new Date(iso));

/** '3:04 PM' (UTC, like the date beside it). */
export const formatVisitTime = (iso: string) => VISIT_TIME.format(new Date(iso));

/** A date input's YYYY-MM-DD as the modification date the server takes, YYYY/MM/DD. */
export const toModificationDate = (isoDay: string) => isoDay.replaceAll('-', '/');
