// submitSubjectiveForm: the pet parent's Submit on the public subjective form (spec 003 section 4
// "Subjective form"). The drawn signature travels with the answers and the main
// service keeps it as a PNG file before saving them, in one transaction, so a failed save leaves
// no stray upload. The answers become the visit's subjective note, filled by the pet parent; the
// link then refuses a second submit. No session: the token alone decides the pet and visit.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { ConflictError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { AdditionalNotesInput, ChiefComplaintInput, ReasonForConsultationInput, subjectiveNotePayload } from '../charting/save-subjective-note.ts';
import { LINK_UNKNOWN, MAX_TOKEN_LENGTH, SubjectiveFormLinkExpiredError, subjectiveFormLinkError } from './subjective-form.ts';

const SubmitSubjectiveFormInput = builder.inputType('SubmitSubjectiveFormInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    aiConsent: t.boolean({ description: 'The AI consent checkbox; not consented when omitted.' }),
    signaturePng: t.string({ required: true, description: "data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel): 'Please sign in the signature field'." }),
    chiefComplaint: t.field({ type: ChiefComplaintInput, required: true }),
    reasonForConsultation: t.field({ type: ReasonForConsultationInput, required: true }),
    additionalNotes: t.field({ type: AdditionalNotesInput }),
  }),
});

const SubmitSubjectiveFormSuccess = builder.objectRef<{ message: string }>('SubmitSubjectiveFormSuccess').implement({
  description: "The page then shows 'Subjective Submitted Successfully'.",
  fields: (t) => ({ message: t.exposeString('message') }),
});

const RENAMES = { signature_png: 'signaturePng', ai_consent: 'aiConsent' };

builder.mutationField('submitSubjectiveForm', (t) =>
  t.field({
    type: SubmitSubjectiveFormSuccess,
    description: "Saves the pet parent's answers, AI consent and signature into the visit's subjective note (public: the token is the only credential).",
    args: { input: t.arg({ type: SubmitSubjectiveFormInput, required: true }) },
    errors: {
      types: [SubjectiveFormLinkExpiredError, ConflictError, InputValidationError, NotFoundError],
      union: { name: 'SubmitSubjectiveFormResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.token.length > MAX_TOKEN_LENGTH) throw new NotFoundError(LINK_UNKNOWN);
        const saved = await context.loaders.main.submitSubjectiveForm({
          token: input.token,
          ai_consent: input.aiConsent ?? false,
          signature_png: input.signaturePng,
          subjective_note: subjectiveNotePayload(input),
        });
        return { message: saved.message };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 400) {
          // The note's paths are the input's own fields here (no subjectiveNote wrapper).
          const mapped = fromUpstream(error, {}, RENAMES) as InputValidationError;
          throw new InputValidationError(
            mapped.message,
            mapped.fieldErrors.map((fieldError) => ({ ...fieldError, path: fieldError.path.replace(/^subjectiveNote\./, '') })),
          );
        }
        throw subjectiveFormLinkError(error);
      }
    },
  }),
);
