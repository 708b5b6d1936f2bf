import { describe, expect, it } from 'vitest';
import { aiRecommendationsAnswer, aiStatusAnswer, generatedSoapNoteAnswer, triageAnswer } from './ai-engine.ts';

describe("the AI engine's answers (snake_case, each field named once)", () => {
  it("reads a triage analysis: each part read out of the spec's wrapper, what it leaves out as null or empty", () => {
    const analysis = {
      chief_complaint: 'Vomiting',
      complaint_duration: { duration: 'Acute' },
      reason_for_consultation: { main_case: ['3', 4] },
      additional_notes: { water_intake: 'More', vomiting: true },
      medication_schema: { medicationList: 'Maropitant, , Famotidine ' },
      special_diets_schema: { dietDetails: 'Bland' },
      evidence: [{ field: 'chief_complaint', text: 'vomit', start: '0', end: 5 }],
    };
    expect(triageAnswer.parse({ analysis, provider: 'rules', cached: 0 })).toEqual({
      chiefComplaint: 'Vomiting',
      complaintDuration: 'Acute',
      mainCaseIds: [3, 4],
      additionalNotes: { waterIntake: 'More', appetite: null, travel: null, coughing: null, sneezing: null, vomiting: true, diarrhea: null, supplements: null },
      medications: ['Maropitant', 'Famotidine'],
      specialDiets: 'Bland',
      evidence: [{ field: 'chief_complaint', text: 'vomit', start: 0, end: 5 }],
      lines: [],
      provider: 'rules',
      cached: false,
    });
    expect(triageAnswer.parse({ analysis: { chief_complaint: null, additional_notes: null }, provider: 'openai', cached: true })).toMatchObject({
      complaintDuration: null,
      mainCaseIds: [],
      additionalNotes: { waterIntake: null },
      medications: [],
      specialDiets: null,
      evidence: [],
      cached: true,
    });
  });

  it("reads recommendations: the dosage units under the spec's dosage_unit, a score or drop count left out as 0", () => {
    const suggestion = { kind: 'medication', catalogue_id: 12, dosage_unit: [{ dosage: 5, unit: 'mg' }], source: { type: 'rule', id: 7, matched_text: 'itch' } };
    expect(aiRecommendationsAnswer.parse({ enabled: 1, provider: 'rules', diagnostics: [], services: [], medications: [suggestion] })).toEqual({
      enabled: true,
      provider: 'rules',
      diagnostics: [],
      services: [],
      medications: [
        {
          kind: 'medication',
          catalogueId: '12',
          code: '',
          name: '',
          category: null,
          description: '',
          dosageUnits: [{ dosage: '5', unit: 'mg' }],
          doseInstructions: '',
          sideEffects: '',
          score: 0,
          reason: '',
          source: { type: 'rule', id: '7', label: '', matchedText: 'itch' },
        },
      ],
      dropped: 0,
      lines: [],
    });
  });

  it('reads the status and a generated SOAP note', () => {
    expect(aiStatusAnswer.parse({ provider: 'openai', description: 'd', language_model: 'gpt', chat_model: null, dictation: { available: '', setting: 's', description: 'x' } })).toEqual({
      provider: 'openai',
      description: 'd',
      languageModel: true,
      chatModel: null,
      dictation: { available: false, setting: 's', description: 'x' },
    });
    expect(generatedSoapNoteAnswer.parse({ sections: [{ section: 'S', sources: null }], provider: 'rules' })).toEqual({
      markdown: '',
      sections: [{ section: 'S', text: '', sources: [], lines: [] }],
      emptySections: [],
      provider: 'rules',
      notice: null,
    });
  });
});
