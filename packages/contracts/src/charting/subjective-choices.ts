// The subjective note's choices (spec 002 sections 3 and 5), held once for the main service (its
// rules validate with them) and the gateway (the visit documents print the labels).
/** The spec's case ids (section 3): skin_case=1, general_health=2, vomiting=3, diarrhea=4. */
export const SOAP_CASES = [
  { id: 1, name: 'skin_case', label: 'Skin Case' },
  { id: 2, name: 'general_health', label: 'General Health' },
  { id: 3, name: 'vomiting', label: 'Vomiting' },
  { id: 4, name: 'diarrhea', label: 'Diarrhea' },
] as const;

/** The durations and how the form shows them (section 5). */
export const COMPLAINT_DURATIONS = [
  { value: 'Acute', label: '<1 day' },
  { value: 'Gradual', label: '1-3 days' },
  { value: 'Progressing', label: '3-7 days' },
  { value: 'Static', label: '7-10 days' },
  { value: 'Worsening', label: '10+ days' },
] as const;
