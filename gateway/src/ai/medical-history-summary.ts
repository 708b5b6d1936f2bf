// MedicalHistorySummary: the pet's Medical History Summary panel (spec 002 'medical history
// summary'), gathered by the main service from the product's own earlier visits
// (plan rows, rule outs, complaints), the pet's problem list and, for a synced pet, its practice
// system's records. Every line from a visit resolves to that Visit, so the panel links to it.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { MedicalHistoryLineRecord, MedicalHistorySummaryRecord } from '../pets/pet-wire.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';

const MedicalHistoryLineType = builder.objectRef<MedicalHistoryLineRecord>('MedicalHistoryLine').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    visit: t.field({
      type: VisitType,
      nullable: true,
      description: 'The earlier visit the line came from; null for the problem list and practice records.',
      // Every line's visit is loaded in one call for the whole summary.
      resolve: (line, _args, context) => (line.visitId ? VisitType.getDataloader(context).load(line.visitId) : null),
    }),
    visitDate: t.exposeString('visitDate', { nullable: true, description: "The visit's (or the practice record's) date, YYYY-MM-DD." }),
    source: t.exposeString('source', { description: "'visit', 'practice' (the practice system's records) or 'pet' (the problem list)." }),
  }),
});

const MedicalHistorySummaryType = builder.objectRef<MedicalHistorySummaryRecord>('MedicalHistorySummary').implement({
  fields: (t) => ({
    medications: t.field({ type: [MedicalHistoryLineType], description: 'Medications and inventory supplies of earlier plans.', resolve: (summary) => summary.medications }),
    treatments: t.field({ type: [MedicalHistoryLineType], description: 'Diagnostics of earlier plans.', resolve: (summary) => summary.treatments }),
    services: t.field({ type: [MedicalHistoryLineType], resolve: (summary) => summary.services }),
    problems: t.field({ type: [MedicalHistoryLineType], description: 'Chief complaints, reasons for consultation and the problem list.', resolve: (summary) => summary.problems }),
    diagnosis: t.field({ type: [MedicalHistoryLineType], description: 'Rule outs of earlier visits.', resolve: (summary) => summary.diagnosis }),
    isEmpty: t.boolean({
      description: "Nothing in any section: the panel shows 'Oh, looks like there is no medical history available for this animal.'",
      resolve: (summary) => !summary.medications.length && !summary.treatments.length && !summary.services.length && !summary.problems.length && !summary.diagnosis.length,
    }),
  }),
});

builder.objectField(PetType, 'medicalHistorySummary', (t) =>
  t.field({
    type: MedicalHistorySummaryType,
    args: {
      excludingVisitId: t.arg.id({
        description: "The visit being charted: its own lines are left out, so the panel opened from a visit's steps lists only what came before it.",
      }),
    },
    resolve: async (pet, { excludingVisitId }, context) => {
      const summary = await context.loaders.main.medicalHistorySummary(pet.id);
      const excluded = excludingVisitId ? visitRowId(String(excludingVisitId)) : null;
      if (!excluded) return summary;
      const keep = (lines: MedicalHistoryLineRecord[]) => lines.filter((line) => line.visitId !== excluded);
      return {
        ...summary,
        medications: keep(summary.medications),
        treatments: keep(summary.treatments),
        services: keep(summary.services),
        problems: keep(summary.problems),
        diagnosis: keep(summary.diagnosis),
      };
    },
  }),
);

/** The row id of a Visit's global id; anything else excludes nothing. */
function visitRowId(globalId: string): string | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Visit' ? id : null;
  } catch {
    return null;
  }
}
