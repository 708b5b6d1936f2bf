// FhirExportProgress: what a running FHIR export is reading now, and how far along it is.
import { builder } from '../builder.ts';

export interface FhirExportProgressRecord {
  step: string | null;
  done: number;
  total: number;
}

export const FhirExportProgressType = builder.objectRef<FhirExportProgressRecord>('FhirExportProgress').implement({
  fields: (t) => ({
    step: t.exposeString('step', { nullable: true, description: "The resource type being read, e.g. 'Encounter'; null before the export starts." }),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
  }),
});
