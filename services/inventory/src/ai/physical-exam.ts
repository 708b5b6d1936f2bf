// Physical exam results from observation text (spec 002 section 2: 'physical exam result derived
// from observation text'). The rules engine cuts the text into clauses, finds which of the web's
// 13 body categories each clause speaks of (words and the usual shorthands: H/L, EENT, MM, CRT,
// PLN, BAR), and judges it: a finding stated → Abnormal with the clause as comment; a finding
// negated ('no murmur') or a normal word ('WNL', 'clear', 'unremarkable') → Normal. A category the
// text does not speak of is left out. A language model is held to the same categories and results,
// and its comment may not state a dose the observations do not (rules/doses.ts): such a comment
// gives way to the observations' own words it quoted, or to none.
import { z } from 'zod';
import { addsDose } from './rules/doses.ts';
import { verifiedQuote, type AiLine } from './sources.ts';
import { clauses, findPhrases } from './visit-text.ts';

export const BODY_CATEGORIES = [
  'General Appearance',
  'Skin & Coat',
  'Eyes',
  'Ears',
  'Nose & Throat',
  'Mouth, Teeth & Gums',
  'Lymph Nodes',
  'Heart',
  'Lungs',
  'Abdomen',
  'Urogenital',
  'Musculoskeletal',
  'Neurological',
] as const;
export type BodyCategory = (typeof BODY_CATEGORIES)[number];

export interface ExamResult {
  category: BodyCategory;
  result: 'Normal' | 'Abnormal';
  comment: string;
  matched_text: string | null;
}

const CATEGORY_WORDS: Record<BodyCategory, RegExp[]> = {
  'General Appearance': [/\bgeneral(?:ly)?\b/i, /\bappearance\b/i, /\bBAR\b/, /\bQAR\b/, /\bmentation\b/i, /\bdemeanou?r\b/i, /\bbody condition\b/i, /\bBCS\b/, /\bhydrat\w*/i, /\bdehydrat\w*/i, /\bletharg\w*/i, /\bobese\b/i, /\bthin\b/i, /\bemaciat\w*/i, /\battitude\b/i],
  'Skin & Coat': [/\bskin\b/i, /\bcoat\b/i, /\bfur\b/i, /\bhair\b/i, /\balopecia\b/i, /\bprurit\w*/i, /\berythema\w*/i, /\bdermatitis\b/i, /\bfleas?\b/i, /\bflea dirt\b/i, /\bpustules?\b/i, /\bpapules?\b/i, /\bscabs?\b/i, /\bcrust\w*/i, /\bhot spots?\b/i, /\bdandruff\b/i, /\bskin tent\w*/i],
  Eyes: [/\beyes?\b/i, /\bocular\b/i, /\bconjunctiv\w*/i, /\bcornea\w*/i, /\bsclera\w*/i, /\bpupils?\b/i, /\bPLR\b/, /\blens\b/i, /\bcataracts?\b/i, /\bepiphora\b/i, /\bsquint\w*/i, /\bblepharospasm\b/i, /\bOU\b/, /\bOD\b/, /\bOS\b/, /\bEENT\b/],
  Ears: [/\bears?\b/i, /\botic\b/i, /\bpinnae?\b/i, /\bear canals?\b/i, /\botitis\b/i, /\btympanic\b/i, /\bcerumen\w*/i, /\bAU\b/, /\bAD\b/, /\bEENT\b/],
  'Nose & Throat': [/\bnose\b/i, /\bnasal\b/i, /\bnares\b/i, /\bsneez\w*/i, /\bthroat\b/i, /\bpharyn\w*/i, /\blaryn\w*/i, /\btrache\w*/i, /\btonsils?\b/i, /\bepistaxis\b/i, /\bEENT\b/],
  'Mouth, Teeth & Gums': [/\bmouth\b/i, /\boral\b/i, /\bteeth\b/i, /\btooth\b/i, /\bdental\b/i, /\bgums?\b/i, /\bgingiv\w*/i, /\btartar\b/i, /\bcalculus\b/i, /\bmucous membranes?\b/i, /\bMMs?\b/, /\bCRT\b/, /\bhalitosis\b/i, /\bperiodont\w*/i],
  'Lymph Nodes': [/\blymph\w*/i, /\bLNs?\b/, /\bPLNs?\b/, /\bsubmandibular\b/i, /\bpopliteal\b/i, /\bprescapular\b/i],
  Heart: [/\bheart\b/i, /\bcardiac\b/i, /\bmurmurs?\b/i, /\barrhythmi\w*/i, /\bHR\b/, /\bheart rate\b/i, /\btachycard\w*/i, /\bbradycard\w*/i, /\bgallop\b/i, /\bpulses?\b/i, /\bH\/L\b/i, /\bC\/P\b/i, /\bcardiopulmonary\b/i],
  Lungs: [/\blungs?\b/i, /\brespirat\w*/i, /\bbreath sounds?\b/i, /\bcrackles\b/i, /\bwheez\w*/i, /\bcough\w*/i, /\bdyspn\w*/i, /\btachypn\w*/i, /\bRR\b/, /\bH\/L\b/i, /\bC\/P\b/i, /\bcardiopulmonary\b/i, /\bauscult\w*/i],
  Abdomen: [/\babdom\w*/i, /\bbelly\b/i, /\borganomegaly\b/i, /\bhepatomegaly\b/i, /\bsplenomegaly\b/i, /\bGI\b/, /\bbloat\w*/i, /\bdistend\w*/i, /\bpalpat\w*/i],
  Urogenital: [/\burogenital\b/i, /\bbladder\b/i, /\burinary\b/i, /\bkidneys?\b/i, /\brenal\b/i, /\bvulva\w*/i, /\bprepuc\w*/i, /\btestic\w*/i, /\btestes\b/i, /\bpenis\b/i, /\bmammary\b/i, /\bgenital\w*/i, /\bU\/G\b/i],
  Musculoskeletal: [/\bmusculoskeletal\b/i, /\bMSK\b/, /\blame\w*/i, /\blimp\w*/i, /\blimbs?\b/i, /\bjoints?\b/i, /\bhips?\b/i, /\bstifles?\b/i, /\belbows?\b/i, /\bgait\b/i, /\bmuscles?\b/i, /\bmuscle condition\b/i, /\bcrepitus\b/i, /\bluxat\w*/i, /\bdrawer\b/i, /\bweight[- ]bearing\b/i],
  Neurological: [/\bneuro\w*/i, /\bseizur\w*/i, /\bataxi\w*/i, /\btremor\w*/i, /\breflex\w*/i, /\bcranial nerves?\b/i, /\bCN\b/, /\bproprioception\b/i, /\bCP deficits?\b/i, /\bhead tilt\b/i, /\bnystagmus\b/i],
};

// A finding: something wrong with what the clause speaks of.
const FINDINGS: RegExp[] = [
  /\babnormal\w*/i, /\bmild\w*/i, /\bmoderate\w*/i, /\bsevere\w*/i, /\bmarked\w*/i, /\bmurmurs?\b/i, /\barrhythmi\w*/i, /\bgallop\b/i, /\bdischarge\b/i,
  /\bred(?:ness|dened)?\b/i, /\berythema\w*/i, /\binflam\w*/i, /\bswell\w*/i, /\bswollen\b/i, /\benlarg\w*/i, /\bpain\w*/i, /\btender\w*/i, /\bsore\b/i,
  /\blesions?\b/i, /\bmass(?:es)?\b/i, /\btumou?rs?\b/i, /\bnodules?\b/i, /\balopecia\b/i, /\bprurit\w*/i, /\bfleas?\b/i, /\bflea dirt\b/i, /\bpustules?\b/i,
  /\bpapules?\b/i, /\bscabs?\b/i, /\bcrust\w*/i, /\bhot spots?\b/i, /\bdandruff\b/i, /\bcrackles\b/i, /\bwheez\w*/i, /\bcough\w*/i, /\bdyspn\w*/i,
  /\btachypn\w*/i, /\btachycard\w*/i, /\bbradycard\w*/i, /\btartar\b/i, /\bcalculus\b/i, /\bgingivitis\b/i, /\bperiodont\w*/i, /\bhalitosis\b/i,
  /\bfractur\w*/i, /\bpale\b/i, /\bcyano\w*/i, /\bicter\w*/i, /\bjaundic\w*/i, /\btacky\b/i, /\bdry\b/i, /\bcloudy\b/i, /\bopaque\b/i, /\bcataracts?\b/i,
  /\bsquint\w*/i, /\bulcer\w*/i, /\bdebris\b/i, /\bwaxy\b/i, /\bodou?r\w*/i, /\bexudate\b/i, /\botitis\b/i, /\bepistaxis\b/i, /\bsneez\w*/i,
  /\blame\w*/i, /\blimp\w*/i, /\bstiff\w*/i, /\bcrepitus\b/i, /\bluxat\w*/i, /\bdrawer\b/i, /\batroph\w*/i, /\bataxi\w*/i, /\bseizur\w*/i, /\btremor\w*/i,
  /\bdeficits?\b/i, /\blymphadenopathy\b/i, /\bhead tilt\b/i, /\bnystagmus\b/i, /\bletharg\w*/i, /\bdepressed\b/i, /\bdull\b/i, /\bobese\b/i, /\boverweight\b/i, /\bthin\b/i,
  /\bemaciat\w*/i, /\bdehydrat\w*/i, /\bdistend\w*/i, /\bbloat\w*/i, /\borganomegaly\b/i, /\bhepatomegaly\b/i, /\bsplenomegaly\b/i, /\bfluid\b/i,
  /\bdecreased\b/i, /\bincreased\b/i, /\belevated\b/i, /\bmuffled\b/i, /\bharsh\b/i, /\bweak\b/i, /\bbloody\b/i, /\bblood\b/i, /\bbleed\w*/i,
  /\bCRT\s*(?:>|of\s*)\s*[2-9]/i, /\bgrade\s*[1-6I-V]/i, /\bpositive\b/i, /\bcomedones?\b/i, /\bmatted\b/i, /\bunkempt\b/i, /\bbroken\b/i,
];

// What a normal category is written as.
const NORMALS: RegExp[] = [
  /\bnormal(?:ly)?\b/i, /\bWNL\b/i, /\bwithin normal limits\b/i, /\bNAD\b/, /\bunremarkable\b/i, /\bclear\b/i, /\bclean\b/i, /\bhealthy\b/i, /\bno abnormalit\w*/i,
  /\bpink\b/i, /\bmoist\b/i, /\bBAR\b/, /\bbright\b/i, /\balert\b/i, /\bresponsive\b/i, /\bsymmetric\w*/i, /\bsoft\b/i, /\bnon[- ]?painful\b/i,
  /\bCRT\s*(?:<|of\s*)\s*[12]\b/i, /\bglossy\b/i, /\bshiny\b/i, /\bideal\b/i, /\bsound\b/i, /\bintact\b/i, /\bstrong\b/i, /\bregular\b/i, /\bok\b/i,
  /\bgood\b/i, /\bappropriate\b/i, /\bno\b/i,
];

interface Segment {
  text: string;
  start: number;
  end: number;
}

/** A clause cut at its commas: 'Heart: no murmur, lungs with crackles' speaks of two categories. */
function segments(clause: string): Segment[] {
  const result: Segment[] = [];
  let last = 0;
  for (const match of clause.matchAll(/,/g)) {
    result.push({ text: clause.slice(last, match.index), start: last, end: match.index });
    last = match.index + 1;
  }
  result.push({ text: clause.slice(last), start: last, end: clause.length });
  return result.filter((segment) => segment.text.trim().length > 0);
}

/** The rules engine: each category the text speaks of, judged from the parts of its clauses that name it. */
export function physicalExamFromText(observations: string): ExamResult[] {
  const byCategory = new Map<BodyCategory, { abnormal: string[]; normal: string[] }>();
  for (const clause of clauses(observations)) {
    const clauseText = clause.text;
    // Negation is read over the whole clause ('no cough, sneezing or discharge' negates all three).
    const findings = findPhrases(clauseText, FINDINGS);
    let current: BodyCategory[] = [];
    let pending: { categories: BodyCategory[]; texts: string[] } | undefined;
    for (const segment of segments(clauseText)) {
      const own = BODY_CATEGORIES.filter((category) => CATEGORY_WORDS[category].some((pattern) => pattern.test(segment.text)));
      // A part that names no category goes on about the one before ('Eyes: discharge, redness').
      const categories = own.length ? own : current;
      current = categories;
      if (!categories.length) continue;
      const inside = findings.filter((finding) => finding.start >= segment.start && finding.start < segment.end);
      const stated = inside.some((finding) => !finding.negated);
      const normal = inside.some((finding) => finding.negated) || NORMALS.some((pattern) => pattern.test(segment.text));
      const texts = [...(pending?.texts ?? []), segment.text.trim()];
      if (!stated && !normal) {
        // 'Heart, lungs clear': a part that only names categories is judged with the next part.
        pending = { categories: [...new Set([...(pending?.categories ?? []), ...categories])], texts };
        current = pending.categories;
        continue;
      }
      const judged = [...new Set([...(pending?.categories ?? []), ...categories])];
      const text = texts.join(', ');
      pending = undefined;
      for (const category of judged) {
        const entry = byCategory.get(category) ?? { abnormal: [], normal: [] };
        (stated ? entry.abnormal : entry.normal).push(text);
        byCategory.set(category, entry);
      }
    }
  }
  return BODY_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => {
    const entry = byCategory.get(category)!;
    // One abnormal finding makes the category abnormal; its comment is what was found.
    const texts = entry.abnormal.length ? entry.abnormal : entry.normal;
    const comment = [...new Set(texts)].join('; ');
    return { category, result: entry.abnormal.length ? 'Abnormal' : 'Normal', comment, matched_text: comment };
  });
}

export const modelExamSchema = z.object({
  results: z
    .array(
      z.object({
        category: z.enum(BODY_CATEGORIES),
        result: z.enum(['Normal', 'Abnormal']),
        comment: z.string().max(1000),
        matched_text: z.string().max(1000).nullish(),
      }),
    )
    .max(BODY_CATEGORIES.length * 2),
});

export const MODEL_EXAM_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'result', 'comment', 'matched_text'],
        properties: {
          category: { type: 'string', enum: [...BODY_CATEGORIES] },
          result: { type: 'string', enum: ['Normal', 'Abnormal'] },
          comment: { type: 'string' },
          matched_text: { type: ['string', 'null'] },
        },
      },
    },
  },
};

export const MODEL_EXAM_SYSTEM = [
  'You read a veterinarian\'s physical exam observations and fill the exam form. Use only these body categories:',
  BODY_CATEGORIES.map((category) => `"${category}"`).join(', '),
  '. For each category the text speaks of, answer result "Normal" or "Abnormal" (a negated finding such as "no murmur" is Normal), a short comment,',
  'and matched_text: the exact words of the observations it comes from. Leave out categories the text does not mention. Return JSON {"results":[…]}.',
].join(' ');

/** A model's answer held to the text: one row per category (the first), matched_text only if the observations contain it. */
export function acceptModelExam(observations: string, answer: z.infer<typeof modelExamSchema>): ExamResult[] {
  const seen = new Set<string>();
  const lower = observations.toLowerCase();
  const results: ExamResult[] = [];
  for (const row of answer.results) {
    if (seen.has(row.category)) continue;
    seen.add(row.category);
    const matched = row.matched_text?.trim();
    const quoted = matched && lower.includes(matched.toLowerCase()) ? matched : null;
    const comment = addsDose(row.comment, observations) ? (quoted ?? '') : row.comment.trim();
    results.push({ category: row.category, result: row.result, comment, matched_text: quoted });
  }
  return BODY_CATEGORIES.flatMap((category) => results.filter((result) => result.category === category));
}

export const OBSERVATIONS_SOURCE_LABEL = 'Observations';

/**
 * The exam's rows as lines, each with the spans of the observations it was read from: the rules'
 * parts ('Ears clean; no discharge') or a model's matched text, found again in the text (spacing
 * aside); a row whose words are not there has no source.
 */
export function examLines(results: ExamResult[], observations: string): AiLine[] {
  return results.map((row) => {
    const quotes = (row.matched_text ?? '').split(/;\s+/).filter((part) => part.trim());
    const sources = quotes.flatMap((quote) => verifiedQuote('input', OBSERVATIONS_SOURCE_LABEL, observations, quote) ?? []);
    return { text: `${row.category}: ${row.result}${row.comment ? ` — ${row.comment}` : ''}`, sources };
  });
}
