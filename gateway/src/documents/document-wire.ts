// What the main service answers about documents (services/main/src/documents/, docs/documents.md),
// parsed into the gateway's camelCase records: an issued link, the data a link's document prints
// (GET /documents/link) and the signed plan behind an e-mailed estimate link (GET
// /treatment-plan-estimate). Each field is named once (the contracts' `wire`); the notes are the
// visit's REST views and parse with the charting wires. Used by the main loader table.
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';
import { subjectiveNoteWire, vitalsWire } from '../charting/subjective-wire.ts';
import { objectiveNoteWire } from '../charting-objective/objective-wire.ts';
import { ITEM_KINDS } from '../treatment-plans/treatment-plan-wire.ts';

export const DOCUMENT_KINDS = ['soap_note', 'treatment_plan', 'take_home', 'final_summary'] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];

const orNull = <T extends z.core.$ZodType>(schema: T) => z.nullish(schema).transform((value) => value ?? null);
const text = orNull(z.string());
/** Text a document prints only when it says something: '' reads as null. */
const shown = z
  .string()
  .nullish()
  .transform((value) => value || null);
const blank = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const issuedDocumentLinkWire = wire({ token: z.string(), kind: z.enum(DOCUMENT_KINDS), visitId: z.coerce.string(), expiresAt: z.string() });
export type IssuedDocumentLinkRecord = z.output<typeof issuedDocumentLinkWire>;

/** The clinic's letterhead stored with the link or the signature (older rows may miss any part). */
const clinicWire = wire({
  name: blank,
  logoUrl: text,
  addressLine1: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
  email: text,
  // The dates print as days in the clinic's zone; UTC when the header names none.
  timeZone: z
    .string()
    .nullish()
    .transform((value) => value || 'UTC'),
});
export type DocumentClinicRecord = z.output<typeof clinicWire>;

const partyWire = wire({
  petName: blank,
  species: text,
  breed: text,
  parentName: blank,
  addressLine1: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
  email: text,
});
const orEmpty = <T extends z.core.$ZodType>(schema: T) => z.unknown().transform((value) => z.parse(schema, value ?? {}) as z.output<T>);

/** One priced row as the plan store keeps it (integer cents). */
const planItemWire = wire({
  kind: z.enum(ITEM_KINDS),
  code: blank,
  name: blank,
  category: text,
  selectedDosage: orNull(z.object({ dosage: z.unknown().transform(String), unit: z.unknown().transform(String) })),
  doseInstructions: shown,
  directions: shown,
  sideEffects: shown,
  comment: shown,
  quantity: z.coerce.number(),
  unitPriceCents: z.coerce.number(),
  subtotalCents: z.coerce.number(),
  taxCents: z.coerce.number(),
  totalCents: z.coerce.number(),
  removed: z.boolean(),
  approved: z.boolean(),
  approvedAt: text,
});

const totalsWire = wire({ subtotalCents: z.coerce.number(), taxCents: z.coerce.number(), totalCents: z.coerce.number(), taxRate: z.coerce.number() });

const channel = z.string().transform((value) => (value === 'link' ? ('LINK' as const) : ('IN_PERSON' as const)));

const documentPlanWire = wire({
  source: z.enum(['signed', 'working']),
  planVersion: z.coerce.number(),
  description: blank,
  items: z.array(planItemWire),
  totals: totalsWire,
  approvedItems: z.array(planItemWire),
  approvedTotals: totalsWire,
  datedAt: z.string(),
  signature: orNull(
    wire({
      signerName: z.string(),
      signedAt: z.string(),
      channel,
      declineReason: text,
      approvedTotalCents: z.coerce.number(),
      snapshotSha256: z.string(),
      /** Where the PNG is in the file storage. */
      storageKey: z.string(),
    }),
  ),
});
export type DocumentPlanRecord = z.output<typeof documentPlanWire>;

/** What a document link opens: the notes only for the kinds that print them. */
export const documentDataWire = wire({
  kind: z.enum(DOCUMENT_KINDS),
  visitId: z.coerce.string(),
  expiresAt: z.string(),
  header: z.object({ clinic: orEmpty(clinicWire), party: orEmpty(partyWire) }),
  visit: wire({ id: z.coerce.string(), name: blank, status: z.string(), createdAt: z.string(), updatedAt: z.string(), lockedAt: text, lockedByName: text }),
  subjective: orNull(subjectiveNoteWire),
  vitals: orNull(vitalsWire),
  objective: orNull(objectiveNoteWire),
  plan: orNull(documentPlanWire),
});
export type DocumentDataRecord = z.output<typeof documentDataWire>;

/** The e-mailed estimate link's plan as a document prints it: its signed snapshot, null until signed. */
export const signedEstimateWire = z
  .object({
    signed: orNull(
      wire({
        planVersion: z.coerce.number(),
        signerName: z.string(),
        signedAt: z.string(),
        channel,
        signatureUrl: z.string(),
        declineReason: text,
        description: blank,
        clinic: orEmpty(clinicWire),
        party: orEmpty(partyWire),
        items: z.array(planItemWire),
        totals: totalsWire,
        approvedTotalCents: z.coerce.number(),
        snapshotSha256: z.string(),
      }),
    ),
  })
  .transform((raw) => raw.signed);
export type SignedEstimateRecord = NonNullable<z.output<typeof signedEstimateWire>>;
