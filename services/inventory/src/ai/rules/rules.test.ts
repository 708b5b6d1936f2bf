// The rules engine on the phrases clinics write: negation and its scope, abbreviations, durations
// in the five buckets (weekdays counted back from a given day), case ids, brand → generic names,
// catalogue products, evidence spans that point into the note, and a clean-up that changes no
// meaning.
import { describe, expect, it } from 'vitest';
import { cleanUpText } from './clean-up.ts';
import { bucketOf, findDurations } from './duration.ts';
import { findCatalogueProducts, findDrugs, genericName } from './drug-names.ts';
import { isNegated } from './negation.ts';
import { analyseTriage } from './triage.ts';

// A Thursday.
const NOW = new Date(2026, 10, 26, 10, 0, 0);
const triage = (note: string, medicationNames: string[] = []) => analyseTriage(note, { now: NOW, medicationNames });

describe('negation', () => {
  const negated = (text: string, word: string) => {
    const start = text.indexOf(word);
    return isNegated(text, { start, end: start + word.length });
  };
  it('scopes a cue to its clause and its bare list', () => {
    expect(negated('no vomiting but diarrhea since Tuesday', 'vomiting')).toBe(true);
    expect(negated('no vomiting but diarrhea since Tuesday', 'diarrhea')).toBe(false);
    expect(negated('Denies coughing or sneezing.', 'sneezing')).toBe(true);
    expect(negated('No vomiting, diarrhea or coughing', 'coughing')).toBe(true);
    expect(negated('No vomiting, eating well', 'eating well')).toBe(false);
    expect(negated('No vomiting. Coughing x2 days', 'Coughing')).toBe(false);
    expect(negated('Not eating and vomiting since yesterday', 'vomiting')).toBe(false);
    expect(negated('Vomiting: none', 'Vomiting')).toBe(true);
  });
  it('stops at a comma unless a bare list of symptoms continues the cue', () => {
    expect(negated('no vomiting or diarrhea', 'diarrhea')).toBe(true);
    expect(negated('denies coughing, sneezing', 'coughing')).toBe(true);
    expect(negated('denies coughing, sneezing', 'sneezing')).toBe(true);
    expect(negated("Hasn't been vomiting, coughing or sneezing", 'coughing')).toBe(true);
    // A time or a state of the patient makes an item more than a bare symptom.
    expect(negated('Not eating since Monday, sneezing', 'sneezing')).toBe(false);
    expect(negated('No vomiting since Monday, sneezing', 'sneezing')).toBe(false);
    expect(negated('Not grooming, lethargic', 'lethargic')).toBe(false);
    expect(negated('No vomiting, lethargic', 'lethargic')).toBe(false);
    // A verb's negation lists complaints: 'not eating, vomiting' is a pet that vomits.
    expect(negated('Not eating, vomiting x2 days', 'vomiting')).toBe(false);
  });
});

describe('durations', () => {
  it('puts days in the five buckets', () => {
    expect([0.5, 1, 3, 3.5, 7, 8, 9.9, 10, 60].map(bucketOf)).toEqual(['Acute', 'Gradual', 'Gradual', 'Progressing', 'Progressing', 'Static', 'Static', 'Worsening', 'Worsening']);
  });
  it('reads the ways notes say it', () => {
    const days = (text: string) => findDurations(text, NOW).map((d) => d.days);
    expect(days('V/D x3 days')).toEqual([3]);
    expect(days('itchy x 2wks')).toEqual([14]);
    expect(days('for a couple of days')).toEqual([2]);
    expect(days('since yesterday')).toEqual([1]);
    expect(days('since this morning')).toEqual([0.5]);
    expect(days('since Tuesday')).toEqual([2]);
    expect(days('since Thursday')).toEqual([7]);
    expect(days('for 2-3 days')).toEqual([3]);
    expect(days('for 48 hours')).toEqual([2]);
    expect(days('on and off for months')).toEqual([60]);
    // Weeks or months without a number: at least two of them.
    expect(days('licking paws for months')).toEqual([60]);
    expect(days('coughing over the past weeks')).toEqual([14]);
    expect(days('for several months')).toEqual([150]);
    // Durations in words and shorthand.
    expect(days('for a fortnight')).toEqual([14]);
    expect(days('for about a week and a half')).toEqual([10.5]);
    expect(days('for a day or two')).toEqual([2]);
    expect(days('for fourteen days')).toEqual([14]);
    expect(days('D+ x 3/7, itchy 2/52, lame for 3/12')).toEqual([3, 14, 90]);
    expect(days('for the past month')).toEqual([30]);
    expect(days('since last evening')).toEqual([0.5]);
    // 'over a week' is past the week's bucket.
    expect(bucketOf(days('for over a week')[0]!)).toBe('Static');
    expect(bucketOf(days('more than 3 days')[0]!)).toBe('Progressing');
    // A date is not a duration.
    expect(days('seen on 3/7/2026 and 5/12')).toEqual([]);
    // Not durations: an age, a frequency, the 'd' of 'and'.
    expect(days('3 yo MN, 5 y/o, q12h, eating and drinking')).toEqual([]);
  });
});

describe('drug names', () => {
  it('gives generic names for brands, longest name first', () => {
    expect(findDrugs('On Apoquel, Rimadyl, Cerenia, Bravecto, NexGard, Simparica Trio, Heartgard Plus, Clavamox, Metacam, Vetmedin, Proin, Cytopoint, Revolution, Galliprant, gabapentin').map((d) => d.generic)).toEqual([
      'oclacitinib', 'carprofen', 'maropitant', 'fluralaner', 'afoxolaner', 'sarolaner + moxidectin + pyrantel', 'ivermectin + pyrantel',
      'amoxicillin-clavulanate', 'meloxicam', 'pimobendan', 'phenylpropanolamine', 'lokivetmab', 'selamectin', 'grapiprant', 'gabapentin',
    ]);
    expect(genericName('Apoquel')).toBe('oclacitinib');
    expect(genericName('unknownium')).toBeNull();
    // Whole words only.
    expect(findDrugs('predisposed to metronome')).toEqual([]);
  });
  it('finds the catalogue products a note names by their leading word', () => {
    expect(findCatalogueProducts('Gave Vetprofen this morning and Zylkene.', ['Vetprofen 75 mg chewable', 'Zylkene 225mg', 'Amoxicillin 250mg']).map((p) => [p.name, p.generic])).toEqual([
      ['Vetprofen 75 mg chewable', 'carprofen'],
      ['Zylkene 225mg', 'zylkene'],
    ]);
  });
});

describe('triage', () => {
  it("reads 'the runs', a lone V or D where nothing else is meant, scooting and 'for months'", () => {
    expect(triage('Has had the runs for three days').additional_notes.diarrhea).toBe(true);
    expect(triage('He runs around the yard').additional_notes.diarrhea).toBeNull();
    const lone = triage('Diarrhoea x2 days. No V.');
    expect(lone.additional_notes).toMatchObject({ vomiting: false, diarrhea: true });
    expect(lone.evidence).toContainEqual({ field: 'vomiting', text: 'V', start: 22, end: 23 });
    expect(triage('V x3 since yesterday, D this morning.')).toMatchObject({ chief_complaint: 'Vomiting, diarrhea', reason_for_consultation: { main_case: [3, 4] }, additional_notes: { vomiting: true, diarrhea: true } });
    expect(triage('Denies V or D').additional_notes).toMatchObject({ vomiting: false, diarrhea: false });
    // Not vomiting or diarrhea: a grade, a vitamin, a plan, a letter without context.
    for (const note of ['Grade V/VI murmur', 'On vitamin D and V-shaped lesion', 'Plan D today', 'IV fluids, V', 'Vit D, V'])
      expect(triage(note).additional_notes, note).toMatchObject({ vomiting: null, diarrhea: null });
    expect(triage('Scooting and licking rear for 2 days, no diarrhea')).toMatchObject({
      chief_complaint: 'Scooting',
      complaint_duration: { duration: 'Gradual' },
      reason_for_consultation: { main_case: [2] },
    });
    expect(triage('Licking and chewing paws for months').complaint_duration.duration).toBe('Worsening');
  });
  it('does not carry a negation over a comma into the next complaint', () => {
    expect(triage('not eating, drinking more than usual').additional_notes).toMatchObject({ appetite: 'Abnormal', water_intake: 'Abnormal' });
    expect(triage('Not eating since Monday, sneezing').additional_notes).toMatchObject({ appetite: 'Abnormal', sneezing: true });
    const lethargic = triage('Not grooming, lethargic');
    expect(lethargic.chief_complaint).toBe('Lethargic');
    expect(lethargic.evidence).toContainEqual({ field: 'main_case', text: 'lethargic', start: 14, end: 23 });
    expect(triage('denies coughing, sneezing').additional_notes).toMatchObject({ coughing: false, sneezing: false });
    expect(triage('no vomiting or diarrhea').additional_notes).toMatchObject({ vomiting: false, diarrhea: false });
  });
  it("reads 'no vomiting but diarrhea since Tuesday'", () => {
    const analysis = triage('no vomiting but diarrhea since Tuesday');
    expect(analysis).toMatchObject({
      chief_complaint: 'Diarrhea',
      complaint_duration: { duration: 'Gradual' },
      reason_for_consultation: { main_case: [4] },
      additional_notes: { vomiting: false, diarrhea: true, coughing: null, sneezing: null, travel: null, water_intake: null, appetite: null, supplements: null },
      medication_schema: { medicationList: '' },
      special_diets_schema: { dietDetails: null },
    });
  });

  it('reads abbreviations: V/D, PU/PD, inappetent, hyporexia, denies coughing', () => {
    expect(triage('V/D x2d, PU/PD, inappetent. Denies coughing.')).toMatchObject({
      complaint_duration: { duration: 'Gradual' },
      reason_for_consultation: { main_case: [3, 4] },
      additional_notes: { vomiting: true, diarrhea: true, water_intake: 'Abnormal', appetite: 'Abnormal', coughing: false },
    });
    expect(triage('Hyporexia, no V/D, no PU/PD').additional_notes).toMatchObject({ appetite: 'Abnormal', vomiting: false, diarrhea: false, water_intake: 'Normal' });
  });

  it('defaults the case to general health, and adds skin', () => {
    expect(triage('Limping on the left fore for 8 days').reason_for_consultation.main_case).toEqual([2]);
    expect(triage('Itchy and scratching ears, vomited once').reason_for_consultation.main_case).toEqual([1, 3]);
  });

  it('lists generic names once, skips medicines no longer given, and recognises catalogue products', () => {
    const analysis = triage('On Apoquel and oclacitinib, finished cephalexin last week, gets Vetprofen daily', ['Vetprofen 100mg']);
    expect(analysis.medication_schema.medicationList).toBe('oclacitinib, carprofen');
    expect(triage('Not on any medications. No supplements.')).toMatchObject({ medication_schema: { medicationList: '' }, additional_notes: { supplements: 'None' } });
  });

  it('names supplements and diets, travel and its negation', () => {
    expect(triage('Takes fish oil and Dasuquin; eats Hill\'s i/d. Travelled to Florida.')).toMatchObject({
      additional_notes: { supplements: 'fish oil, Dasuquin (joint supplement)', travel: true },
      special_diets_schema: { dietDetails: "Hill's i/d" },
    });
    expect(triage('No recent travel').additional_notes.travel).toBe(false);
    // A disease's name is not a stay in a kennel.
    expect(triage('Kennel cough? Honking cough for 4 days.').additional_notes).toMatchObject({ travel: null, coughing: true });
  });

  it('takes the complaint from a CC: line and the duration of the complaint, not of a medicine', () => {
    const analysis = triage('CC: coughing x5 days. On Clavamox BID x 14 days.');
    expect(analysis.chief_complaint).toBe('Coughing');
    expect(analysis.complaint_duration.duration).toBe('Progressing');
  });

  it('gives evidence spans that are the words of the note', () => {
    const note = 'Vomiting since yesterday, on Cerenia. Eating well.';
    const { evidence } = triage(note);
    expect(evidence.length).toBeGreaterThan(3);
    for (const item of evidence) expect(note.slice(item.start, item.end)).toBe(item.text);
    expect(evidence.map((item) => item.field)).toEqual(expect.arrayContaining(['vomiting', 'complaint_duration', 'medications', 'appetite', 'chief_complaint']));
  });

  it('reads negations in owners\' and nurses\' words', () => {
    expect(triage('Denies V/D. Not eating.').additional_notes).toMatchObject({ vomiting: false, diarrhea: false, appetite: 'Abnormal' });
    expect(triage('Eating fine, no vomiting').additional_notes).toMatchObject({ appetite: 'Normal', vomiting: false });
    expect(triage('Not eating well for 3 days').additional_notes.appetite).toBe('Abnormal');
    const uneaten = triage("Hasn't eaten since yesterday, vomited bile this morning.");
    expect(uneaten).toMatchObject({ complaint_duration: { duration: 'Gradual' }, additional_notes: { appetite: 'Abnormal', vomiting: true } });
    expect(triage('Any travel? A: no.').additional_notes.travel).toBe(false);
    expect(triage('Travel? No').additional_notes.travel).toBe(false);
    expect(triage("Hasn't left the state this year.").additional_notes.travel).toBe(false);
    expect(triage("Hasn't been anywhere new.").additional_notes.travel).toBe(false);
    // A diet is negated by a cue right before it, not by the clause's other verbs.
    expect(triage('No raw diet.').special_diets_schema.dietDetails).toBeNull();
    expect(triage("Hasn't responded to the bland diet.").special_diets_schema.dietDetails).toBe('bland diet');
  });

  it('reads owners\' spellings and nurses\' shorthand', () => {
    expect(triage('Vomitting and diarhea x2 days').additional_notes).toMatchObject({ vomiting: true, diarrhea: true });
    expect(triage('Diarreah, apetite is fine').additional_notes).toMatchObject({ diarrhea: true, appetite: 'Normal' });
    expect(triage('c/o N/V x 2 days. No D.')).toMatchObject({ chief_complaint: 'Vomiting', complaint_duration: { duration: 'Gradual' }, additional_notes: { vomiting: true, diarrhea: false } });
    expect(triage('Itchy ears. E/D WNL.').additional_notes).toMatchObject({ appetite: 'Normal', water_intake: 'Normal' });
    expect(triage('Diarrhoea x 2/7. Off food. Drinking ++.').additional_notes).toMatchObject({ appetite: 'Abnormal', water_intake: 'Abnormal' });
    expect(triage('ADR since last night').reason_for_consultation.main_case).toEqual([2]);
  });

  it('reads eating, drinking and stool said together, and how much', () => {
    expect(triage('Eating, drinking, urinating and defecating normally.').additional_notes).toMatchObject({ appetite: 'Normal', water_intake: 'Normal', diarrhea: false });
    expect(triage('Eating/drinking normally.').additional_notes).toMatchObject({ appetite: 'Normal', water_intake: 'Normal' });
    expect(triage('Water: normal. Eating: poor.').additional_notes).toMatchObject({ appetite: 'Abnormal', water_intake: 'Normal' });
    expect(triage('Bright, eating and drinking.').additional_notes).toMatchObject({ appetite: 'Normal', water_intake: 'Normal' });
    for (const note of ['eating about half her usual food', 'picking at her food', 'eating like a pig', "won't touch his food", 'picky', 'hungry all the time'])
      expect(triage(note).additional_notes.appetite, note).toBe('Abnormal');
    for (const note of ['drinking small amounts', 'drinking a ton of water', 'drinking less than usual', 'not drinking much'])
      expect(triage(note).additional_notes.water_intake, note).toBe('Abnormal');
    expect(triage('Not eating and drinking.').additional_notes.appetite).toBe('Abnormal');
  });

  it('reads travel in its many forms', () => {
    for (const note of ['We just got back from Arizona.', 'Went camping upstate.', 'Boarding last week.', 'Went to a dog show in Kentucky.', 'Rescue brought up from Texas.', 'Stayed at the lake house.'])
      expect(triage(note).additional_notes.travel, note).toBe(true);
    for (const note of ['Came back from the vet yesterday.', 'Back from Dr Smith.', 'Indoor only.'])
      expect(triage(note).additional_notes.travel, note).toBeNull();
  });

  it('names the kinds of special diet owners write', () => {
    const diet = (note: string) => triage(note).special_diets_schema.dietDetails;
    expect(diet('Owner feeds raw.')).toBe('feeds raw');
    expect(diet('Eats Royal Canin Urinary SO.')).toBe('Royal Canin Urinary SO');
    expect(diet('Eats prescription renal diet.')).toBe('prescription renal diet');
    expect(diet('On a hydrolysed diet.')).toBe('hydrolysed diet');
    expect(diet('Eats homemade cooked food.')).toBe('homemade cooked food');
    expect(diet('Grain-free kibble and chicken and rice')).toBe('Grain-free kibble, chicken and rice');
  });

  it('takes something eaten as the complaint when it is the only one, without timing other complaints by it', () => {
    expect(triage('Ate a bag of chocolate about 2 hours ago.')).toMatchObject({ chief_complaint: 'Ate a bag of chocolate', complaint_duration: { duration: 'Acute' } });
    expect(triage('vomited 3 times today, ate a sock yesterday').complaint_duration.duration).toBe('Acute');
  });

  it('times a complaint from a clause that is only its time', () => {
    expect(triage('Coughing and gagging, started 4 days ago after boarding.').complaint_duration.duration).toBe('Progressing');
  });

  it('keeps apart what a note lists: an amount of the last item, what was eaten, a time from a place', () => {
    expect(triage('Still eating, drinking lots.').additional_notes).toMatchObject({ appetite: 'Normal', water_intake: 'Abnormal' });
    expect(triage('Still interested in food.').additional_notes.appetite).toBe('Normal');
    expect(triage('Not interested in food.').additional_notes.appetite).toBe('Abnormal');
    expect(triage('Appetite mildly decreased.').additional_notes.appetite).toBe('Abnormal');
    const gum = triage('Ate half a tube of sugar-free gum around 6pm.');
    expect(gum).toMatchObject({ chief_complaint: 'Ate half a tube of sugar-free gum', additional_notes: { appetite: null } });
    expect(triage("Ate some of the owner's ibuprofen an hour ago.").chief_complaint).toBe("Ate some of the owner's ibuprofen");
    expect(triage("We were at my sister's in Ohio over Thanksgiving.").additional_notes.travel).toBe(true);
    expect(triage('Did an agility trial last month.').additional_notes.travel).toBe(true);
    for (const note of ['Came from a hoarding situation.', 'Was at the clinic in October.', 'Moved to the new house.'])
      expect(triage(note).additional_notes.travel, note).toBeNull();
    expect(triage('Acute vomiting, 8x since midnight.').complaint_duration.duration).toBe('Acute');
    expect(triage('Fed a low fat prescription diet.').special_diets_schema.dietDetails).toBe('low fat prescription diet');
    expect(triage('Feeds Purina Pro Plan sensitive skin and stomach.').special_diets_schema.dietDetails).toBe('Pro Plan sensitive skin and stomach');
  });

  it('reads forms, dose decimals and medicines no longer given', () => {
    expect(triage('Vomiting: yes\nDiarrhea: no\nAppetite: decreased\nWater: increased\nTravel: none').additional_notes).toMatchObject({
      vomiting: true, diarrhea: false, appetite: 'Abnormal', water_intake: 'Abnormal', travel: false,
    });
    // '0.625mg' is a dose, not '0x' (none).
    expect(triage('Meds: amlodipine 0.625mg SID.').medication_schema.medicationList).toBe('amlodipine');
    expect(triage("Tried Apoquel (stopped, didn't help), now on Cytopoint.").medication_schema.medicationList).toBe('lokivetmab');
    expect(triage('Despite metronidazole course (done).').medication_schema.medicationList).toBe('');
    expect(triage('On Metacam, stopped eating yesterday.').medication_schema.medicationList).toBe('meloxicam');
    expect(triage('Owner gave pepto bismol yesterday.').medication_schema.medicationList).toBe('bismuth subsalicylate');
    expect(triage('No diarrhea, ate breakfast normally.').additional_notes).toMatchObject({ diarrhea: false, appetite: 'Normal' });
    expect(triage('Bloody diarrhea. Vaccines up to date.').reason_for_consultation.main_case).toEqual([4]);
    expect(triage('Collapsed this morning.')).toMatchObject({ chief_complaint: 'Collapsed', reason_for_consultation: { main_case: [2] } });
  });

  it('says nothing about what the note does not state', () => {
    const analysis = triage('Here for a nail trim.');
    expect(analysis.additional_notes).toEqual({ water_intake: null, appetite: null, travel: null, coughing: null, sneezing: null, vomiting: null, diarrhea: null, supplements: null });
    expect(analysis.complaint_duration.duration).toBeNull();
  });
});

describe('clean-up', () => {
  it('fixes spacing, case and punctuation and expands abbreviations, listing each change', () => {
    const result = cleanUpText('pt is BAR ,  hx of V/D x3 days.owner reports PU/PD   and i think hes itchy!!');
    expect(result.improved_text).toBe('Pt is bright, alert and responsive, history of vomiting/diarrhea x3 days. Owner reports polyuria/polydipsia and I think hes itchy!');
    expect(result.changes).toEqual([
      'Fixed spacing',
      'Removed repeated punctuation',
      "Expanded 4 abbreviations: 'BAR' → 'bright, alert and responsive', 'hx' → 'history', 'V/D' → 'vomiting/diarrhea', 'PU/PD' → 'polyuria/polydipsia'",
      'Capitalised 3 sentence starts',
    ]);
  });

  it('keeps every word of the note: only case, spacing, punctuation and expansions change', () => {
    const note = 'carprofen 75mg PO BID x 7 days.  recheck in 2 wks ; owner to monitor appetite';
    const { improved_text } = cleanUpText(note);
    expect(improved_text).toBe('Carprofen 75mg by mouth twice daily x 7 days. Recheck in 2 wks; owner to monitor appetite.');
    const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9\s]/g, ' ').split(/\s+/).filter(Boolean);
    expect(words(improved_text)).toEqual(words(note.replace('PO', 'by mouth').replace('BID', 'twice daily')));
  });

  it('leaves tidy text alone and says so', () => {
    expect(cleanUpText('Bright and alert. Eating well.')).toEqual({ improved_text: 'Bright and alert. Eating well.', changes: [] });
  });

  it("expands case-sensitive abbreviations only in capitals ('po' and 'bar' stay words)", () => {
    expect(cleanUpText('Went to the bar area. Pet ate a po-tato.').improved_text).toBe('Went to the bar area. Pet ate a po-tato.');
  });
});
