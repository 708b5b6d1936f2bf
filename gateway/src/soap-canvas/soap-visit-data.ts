// What Generate SOAP and the canvas chat tell the AI engine about the visit (PLAN-19 decision 5):
// the pet, the subjective and objective notes with the vitals, the treatment plan's rows and the
// results step, gathered from the main service through the request's existing DataLoaders (one
// call per kind, shared with anything else the request reads), plus the template as the engine
// takes it. The visit itself is read first: another clinic's visit is not found. Who filled the
// subjective note goes along: the engine quotes a pet parent's answers as theirs, without doses.
import { BreedType } from '../catalogues/breed.ts';
import { GenderType } from '../catalogues/gender.ts';
import { SpeciesType } from '../catalogues/species.ts';
import type { SoapTemplatePayloadForAi, SoapVisitPayload } from '../ai/ai-wire.ts';
import type { SoapTemplateRecord } from '../soap-templates/soap-template-wire.ts';
import type { VisitRecord } from '../visits/visit-wire.ts';
import type { PetRecord } from '../pets/pet-wire.ts';
import type { GatewayContext } from '../context.ts';
import { PetType } from '../pets/pet.ts';
import { emptyVisitResults } from '../results/results-wire.ts';

/** A lookup deleted since the pet was saved reads as an empty name. */
async function nameOrEmpty<T>(load: () => Promise<T>, pick: (row: T) => string): Promise<string> {
  try {
    return pick(await load());
  } catch {
    return '';
  }
}

/** '3 years', '7 months', '12 days' from the date of birth (YYYY-MM-DD), '' when unknown. */
export function ageOf(dateOfBirthIso: string, now = new Date()): string {
  const born = new Date(`${dateOfBirthIso}T00:00:00Z`);
  if (!dateOfBirthIso || Number.isNaN(born.getTime()) || born > now) return '';
  const months = (now.getUTCFullYear() - born.getUTCFullYear()) * 12 + now.getUTCMonth() - born.getUTCMonth() - (now.getUTCDate() < born.getUTCDate() ? 1 : 0);
  if (months >= 12) return `${Math.floor(months / 12)} year${months >= 24 ? 's' : ''}`;
  if (months >= 1) return `${months} month${months > 1 ? 's' : ''}`;
  const days = Math.floor((now.getTime() - born.getTime()) / 86_400_000);
  return `${days} day${days === 1 ? '' : 's'}`;
}

async function petOf(context: GatewayContext, petId: string): Promise<SoapVisitPayload['pet']> {
  const pet: PetRecord = await PetType.getDataloader(context).load(petId);
  const [species, breed, sex] = await Promise.all([
    nameOrEmpty(() => SpeciesType.getDataloader(context).load(pet.specieId), (row) => row.specie),
    nameOrEmpty(() => BreedType.getDataloader(context).load(pet.breedId), (row) => row.breed),
    nameOrEmpty(() => GenderType.getDataloader(context).load(pet.genderId), (row) => row.gender),
  ]);
  return { name: pet.name, species, breed, sex, age: ageOf(pet.dateOfBirthIso) };
}

/** The visit's records as POST /ai/soap-note and /ai/canvas-chat take them. */
export async function soapVisitData(context: GatewayContext, visit: VisitRecord): Promise<SoapVisitPayload> {
  const [pet, subjective, vitals, objective, plan, results] = await Promise.all([
    petOf(context, visit.petId),
    context.loaders.main.subjectiveNoteOfVisit.load(visit.id),
    context.loaders.main.vitalsOfVisit.load(visit.id),
    context.loaders.main.objectiveNoteOfVisit.load(visit.id),
    context.loaders.main.treatmentPlanOfVisit.load(visit.id),
    context.loaders.main.resultsOfVisit.load(visit.id).then((results) => results ?? emptyVisitResults(visit.id)),
  ]);
  const result = results.treatmentResult?.result;
  return {
    pet,
    subjective: subjective
      ? {
          chief_complaint: subjective.chiefComplaint.complaint ?? '',
          duration: subjective.chiefComplaint.duration,
          other_cases: subjective.reasonForConsultation.otherCases,
          general_health: subjective.reasonForConsultation.generalHealth ?? '',
          skin_case: subjective.reasonForConsultation.skinCase ?? '',
          triage_notes: subjective.additionalNotes.triageNotes ?? '',
          appetite: subjective.additionalNotes.appetite ?? '',
          water_intake: subjective.additionalNotes.waterIntake ?? '',
          vomiting: subjective.additionalNotes.vomiting ?? '',
          diarrhea: subjective.additionalNotes.diarrhea ?? '',
          coughing: subjective.additionalNotes.coughing ?? '',
          sneezing: subjective.additionalNotes.sneezing ?? '',
          medications: subjective.additionalNotes.medications,
        }
      : {},
    subjective_filled_by: subjective?.filledBy ?? 'staff',
    objective: {
      ...(vitals
        ? {
            vitals: {
              temperature: vitals.temperature ? `${vitals.temperature.value} ${vitals.temperature.unit}` : '',
              heart_rate: vitals.heartRate,
              respiratory_rate: vitals.respiratoryRate,
              weight: vitals.weight ? `${vitals.weight.value} ${vitals.weight.unit}` : '',
            },
          }
        : {}),
      ...(objective
        ? {
            body_score: objective.bodyScore,
            pain_score: objective.painScore,
            dental_score: objective.dentalScore,
            mentation: objective.mentation,
            medical_history_notes: objective.medicalHistoryNotes,
            physical_exam: objective.physicalExamResults.map((row) => ({ category: row.category, result: row.result, comment: row.comment })),
            rule_outs: objective.ruleOuts.map((row) => ({ name: row.name, description: row.description })),
          }
        : {}),
    },
    plan: {
      rows: (plan?.items ?? [])
        .filter((item) => !item.removed)
        .map((item) => ({
          kind: item.kind.toLowerCase(),
          name: item.name,
          code: item.code,
          quantity: item.quantity,
          dosage: item.selectedDosage ? `${item.selectedDosage.dosage} ${item.selectedDosage.unit}`.trim() : item.doseInstructions,
          approved: item.approved,
        })),
    },
    results: {
      lab: results.labResults.map((lab) => ({ name: lab.tests.map((test) => test.name).join(', '), tests: lab.tests.map((test) => ({ name: test.name, values: test.values.map((value) => ({ analyte: value.analyte, value: value.value, unit: value.unit, flag: value.flag })) })) })),
      in_house: results.inHouseResults.map((row) => ({ result: row.result, comment: row.comment, result_date: row.resultDate })),
      diagnosis: (result?.diagnosis ?? []).map((row) => ({ name: row.name, description: row.description ?? '' })),
      additional_care_text: result?.additionalCareText ?? '',
    },
  };
}

/** A template as the AI engine takes it. */
export function templateForAi(template: SoapTemplateRecord): SoapTemplatePayloadForAi {
  return {
    name: template.name,
    sections: template.content.map((row) => ({ section: row.section, value: row.value, fields: row.fields ?? [] })),
  };
}
