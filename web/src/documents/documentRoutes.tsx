// The public document pages (DocumentPage.tsx), each a small chunk of its own: no Relay, no
// session, nothing but the page and the PDF the server renders.
import type { RouteObject } from 'react-router';

const page = (title: string) => async () => {
  const { DocumentPage } = await import('./DocumentPage');
  return function PublicDocument() {
    return <DocumentPage title={title} />;
  };
};

export const FINAL_SUMMARY_TITLE = 'Final Visit Summary & Invoice';
export const SOAP_NOTE_TITLE = 'Clinical SOAP Note';
export const TREATMENT_PLAN_TITLE = 'Treatment Plan Summary';

export const documentRoutes: RouteObject[] = [
  { path: '/final-visit-summary', lazy: { Component: page(FINAL_SUMMARY_TITLE) }, handle: { title: FINAL_SUMMARY_TITLE } },
  { path: '/soap-clinical-note', lazy: { Component: page(SOAP_NOTE_TITLE) }, handle: { title: SOAP_NOTE_TITLE } },
  { path: '/treatment-plan-summary', lazy: { Component: page(TREATMENT_PLAN_TITLE) }, handle: { title: TREATMENT_PLAN_TITLE } },
];
