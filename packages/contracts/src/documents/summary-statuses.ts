// When a visit's documents can be had, held once for the main service (it refuses a link
// otherwise) and the gateway (TreatmentPlan says whether its summaries are available).
/**
 * Spec 001 section 4: a summary can be downloaded only when the visit status is one of these
 * (the status names the spec lists; a status "includes" one of them when it is it).
 */
export const SUMMARY_STATUSES = ['Syncing in Progress', 'Results Ready', 'Ready for Treatment', 'SOAP Finalized'] as const;
export const summariesAvailable = (statusName: string) => (SUMMARY_STATUSES as readonly string[]).includes(statusName);
