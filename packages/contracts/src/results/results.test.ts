import { describe, expect, it } from 'vitest';
import { labOrderAnswer, labResultAnswer, resultsHistoryPageAnswer, visitResultsAnswer, writtenBackAnswer } from './results.ts';

const order = {
  id: 1,
  visit_id: 2,
  pet_id: 3,
  provider: 'idexx',
  provider_name: null,
  kind: 'something',
  status: 'queued',
  partner_order_id: '',
  tests: [{ code: 'CBC', name: 'Blood', treatment_id: 7, plan_item_id: null }],
  last_error: null,
  created_by_name: 'Vera',
  created_at: 'c',
  updated_at: 'u',
};
const result = {
  id: 9,
  provider: 'idexx',
  provider_name: 'IDEXX',
  partner_result_id: 'r',
  identifier: 'i',
  status: 'final',
  visit_id: null,
  pet_id: 3,
  lab_order_id: null,
  assigned: 'yes',
  patient: { name: 'Rex', species: null, breed: 'Lab', sex: 'M', parent_name: 'Ann' },
  test_date: 't',
  final_result_date: null,
  tests: [{ code: 'CBC', name: 'Blood', values: [{ analyte: 'WBC', value: 7, unit: null, reference_range: '5-10', low: '5', high: null, flag: 'X' }] }],
  report_available: true,
  received_at: 'r',
  updated_at: 'u',
};
const treatmentResult = {
  id: 4,
  visit_id: 2,
  pet_id: 3,
  soap_template_id: null,
  template_code: null,
  result: { rule_outs: null, services: [{ plan_item_id: 5, catalogue_id: '', code: 'X', name: 'Xray', quantity: '2', dosage: null, comment: null }], additional_care_text: null },
  version: '2',
  written_back_at: null,
  written_back_ref: null,
  written_back_to: null,
  updated_by_name: null,
  created_at: 'c',
  updated_at: 'u',
};

describe("a visit's results step (main's snake_case, each field named once)", () => {
  it('reads a lab order: ids as text, an unknown kind as an order, no links as none', () => {
    expect(labOrderAnswer.parse(order)).toEqual({
      id: '1',
      visitId: '2',
      petId: '3',
      provider: 'idexx',
      providerName: '',
      kind: 'order',
      status: 'queued',
      partnerOrderId: null,
      tests: [{ code: 'CBC', name: 'Blood', treatmentId: '7', planItemId: null }],
      links: [],
      lastError: null,
      createdByName: 'Vera',
      createdAt: 'c',
      updatedAt: 'u',
    });
  });

  it("reads a lab result: only true is true, the patient as the lab named it, an unknown flag as normal, bounds as numbers", () => {
    expect(labResultAnswer.parse(result)).toMatchObject({
      id: '9',
      visitId: null,
      petId: '3',
      assigned: false,
      reportAvailable: true,
      patient: { name: 'Rex', species: '', breed: 'Lab', sex: 'M', parentName: 'Ann' },
      tests: [{ values: [{ analyte: 'WBC', value: '7', unit: '', referenceRange: '5-10', low: 5, high: null, flag: 'N' }] }],
      history: [],
      suggestedPets: [],
    });
  });

  it("reads a visit's results under inhouse_results, its missing lists empty, and a treatment result's content, its missing lists empty", () => {
    const visit = visitResultsAnswer.parse({ visit_id: 2, lab_orders: [order], inhouse_results: null, treatment_result: treatmentResult });
    expect(visit).toMatchObject({ visitId: '2', labResults: [], inHouseResults: [], comments: [] });
    expect(visit.labOrders).toHaveLength(1);
    expect(visit.treatmentResult).toMatchObject({ id: '4', version: 2, templateContent: null, updatedByName: '', result: { ruleOuts: [], treatments: [], additionalCareText: '' } });
    expect(visit.treatmentResult?.result.services).toEqual([{ planItemId: '5', catalogueId: null, code: 'X', name: 'Xray', quantity: 2, dosage: null, comment: null }]);
    expect(visitResultsAnswer.parse({ visit_id: 2 }).treatmentResult).toBeNull();
    expect(writtenBackAnswer.parse({ data: treatmentResult, message: null })).toMatchObject({ treatmentResult: { id: '4' }, message: '' });
  });

  it("reads a results history page: names from objects, and the total from meta or the page's length", () => {
    const entry = { visit_id: 2, visit_name: 'Visit', created_at: 'c', reason_for_consultation: ['Itch', { name: 'Cough' }, { text: null }], treatments: null, diagnosis: [{ text: 'Otitis' }], medications: [] };
    expect(resultsHistoryPageAnswer.parse({ data: [entry], meta: { total: '12' } })).toEqual({
      data: [{ visitId: '2', visitName: 'Visit', createdAt: 'c', reasonForConsultation: ['Itch', 'Cough', ''], treatments: [], diagnosis: ['Otitis'], medications: [] }],
      total: 12,
    });
    expect(resultsHistoryPageAnswer.parse({ data: [entry] }).total).toBe(1);
  });
});
