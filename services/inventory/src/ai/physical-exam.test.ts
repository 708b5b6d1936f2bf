// The rules engine's physical exam from observation text: categories from words and shorthands,
// negation ('no murmur') as Normal, stated findings as Abnormal with the text they were read from,
// and categories the text does not judge left out.
import { describe, expect, it } from 'vitest';
import { BODY_CATEGORIES, acceptModelExam, physicalExamFromText } from './physical-exam.ts';

const exam = (text: string) => Object.fromEntries(physicalExamFromText(text).map((row) => [row.category, row]));

describe('physicalExamFromText', () => {
  it('reads a negated finding as Normal and a stated one as Abnormal', () => {
    expect(exam('No murmur.').Heart).toEqual({ category: 'Heart', result: 'Normal', comment: 'No murmur', matched_text: 'No murmur' });
    expect(exam('Grade III/VI left systolic murmur.').Heart).toMatchObject({ result: 'Abnormal', comment: 'Grade III/VI left systolic murmur' });
    expect(exam('No vomiting but painful abdomen on palpation.').Abdomen).toMatchObject({ result: 'Abnormal', comment: 'painful abdomen on palpation' });
    expect(exam('Skin: no fleas or flea dirt, coat glossy.')['Skin & Coat']).toMatchObject({ result: 'Normal' });
    expect(exam('Neuro: no deficits.').Neurological).toMatchObject({ result: 'Normal' });
    expect(exam('Eyes: discharge none.').Eyes).toMatchObject({ result: 'Normal' });
    expect(exam('Abdomen soft, non-painful.').Abdomen).toMatchObject({ result: 'Normal' });
    expect(exam('Heart: no murmur, lungs with crackles.').Lungs).toMatchObject({ result: 'Abnormal' });
  });

  it('understands the usual shorthands and several categories in one sentence', () => {
    const shorthand = exam('BAR, H/L WNL, MM pink, CRT < 2 sec, PLN normal.');
    expect(shorthand['General Appearance']!.result).toBe('Normal');
    expect(shorthand.Heart!.result).toBe('Normal');
    expect(shorthand.Lungs!.result).toBe('Normal');
    expect(shorthand['Mouth, Teeth & Gums']).toMatchObject({ result: 'Normal', comment: 'MM pink; CRT < 2 sec' });
    expect(shorthand['Lymph Nodes']).toMatchObject({ result: 'Normal', comment: 'PLN normal' });
    const both = exam('Heart and lungs auscultate normally.');
    expect([both.Heart!.result, both.Lungs!.result]).toEqual(['Normal', 'Normal']);
  });

  it('keeps a finding with the category its part of the sentence names', () => {
    const result = exam('Eyes: mild bilateral conjunctivitis, clear discharge OU. Lame on the right hind, positive drawer sign. Enlarged submandibular lymph nodes.');
    expect(result.Eyes).toMatchObject({ result: 'Abnormal', comment: 'Eyes: mild bilateral conjunctivitis; clear discharge OU' });
    expect(result.Musculoskeletal).toMatchObject({ result: 'Abnormal', comment: 'Lame on the right hind; positive drawer sign' });
    expect(result['Lymph Nodes']).toMatchObject({ result: 'Abnormal', comment: 'Enlarged submandibular lymph nodes' });
    expect(result.Heart).toBeUndefined();
  });

  it('one abnormal finding makes the category Abnormal; what the text does not judge is left out', () => {
    expect(exam('Lungs clear. Lungs: mild wheezes on expiration.').Lungs).toMatchObject({ result: 'Abnormal', comment: 'Lungs: mild wheezes on expiration' });
    expect(physicalExamFromText('Temperature 101.5 F, heart rate 120.')).toEqual([]);
    expect(physicalExamFromText('')).toEqual([]);
    // Results come in the form's category order.
    const order = physicalExamFromText('Neuro normal. Ears clean. Skin normal.').map((row) => row.category);
    expect(order).toEqual(['Skin & Coat', 'Ears', 'Neurological']);
    expect(order.every((category) => (BODY_CATEGORIES as readonly string[]).includes(category))).toBe(true);
  });
});

describe('acceptModelExam', () => {
  it("drops a model's comment that states a dose the observations do not (issue 26)", () => {
    const observations = 'Painful abdomen on palpation. Given carprofen 4.4 mg/kg at home.';
    const results = acceptModelExam(observations, {
      results: [
        { category: 'Abdomen', result: 'Abnormal', comment: 'Painful abdomen; start carprofen 44 milligrams per kilogram.', matched_text: 'Painful abdomen on palpation' },
        { category: 'General Appearance', result: 'Normal', comment: 'Had carprofen 4,4 mgs/kg at home.', matched_text: null },
        { category: 'Heart', result: 'Normal', comment: 'Give 7З7 mg/kg.', matched_text: 'not in the text' },
      ],
    });
    expect(results).toEqual([
      { category: 'General Appearance', result: 'Normal', comment: 'Had carprofen 4,4 mgs/kg at home.', matched_text: null },
      { category: 'Heart', result: 'Normal', comment: '', matched_text: null },
      { category: 'Abdomen', result: 'Abnormal', comment: 'Painful abdomen on palpation', matched_text: 'Painful abdomen on palpation' },
    ]);
  });
});
