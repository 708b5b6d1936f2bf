// The rules engine's triage extraction (spec 003 section 3 'Triage analysis result'): what the
// note states about the complaint, its duration, the case ids, water intake, appetite, travel,
// coughing, sneezing, vomiting, diarrhea, supplements, medications (generic names) and special
// diets. A field the note does not state stays null; every value carries the words it came from.
import { bucketOf, findDurations, type DurationBucket } from './duration.ts';
import { findCatalogueProducts, findDrugs } from './drug-names.ts';
import { isNegated } from './negation.ts';

export type YesNo = boolean | null;

export interface TriageAnalysis {
  chief_complaint: string | null;
  complaint_duration: { duration: DurationBucket | null };
  reason_for_consultation: { main_case: number[] };
  additional_notes: {
    water_intake: 'Normal' | 'Abnormal' | null;
    appetite: 'Normal' | 'Abnormal' | null;
    travel: YesNo;
    coughing: YesNo;
    sneezing: YesNo;
    vomiting: YesNo;
    diarrhea: YesNo;
    supplements: string | null;
  };
  medication_schema: { medicationList: string };
  special_diets_schema: { dietDetails: string | null };
  evidence: TriageEvidence[];
}

export interface TriageEvidence {
  field: string;
  text: string;
  start: number;
  end: number;
}

export interface TriageOptions {
  species?: string | null;
  /** Product names to recognise besides the built-in drug table (the clinic's catalogue or the form link's list). */
  medicationNames?: string[];
  /** 'since Tuesday' counts back from here. */
  now?: Date;
}

interface Hit {
  start: number;
  end: number;
  text: string;
  negated: boolean;
}

function hits(text: string, pattern: RegExp): Hit[] {
  return [...text.matchAll(pattern)].map((match) => {
    const span = { start: match.index, end: match.index + match[0].length };
    return { ...span, text: match[0], negated: isNegated(text, span) };
  });
}

/** The hits of several patterns, in the note's order. */
function mentions(text: string, ...patterns: RegExp[]): Hit[] {
  return patterns.flatMap((pattern) => hits(text, pattern)).sort((a, b) => a.start - b.start);
}

// The mentions of each sign. 'V/D' and friends state both vomiting and diarrhea.
const VOMITING = /(?<![\w/])(?:vomm?itt?(?:ing|ed|s|us)?|vomting|emesis|threw\s+up|throwing\s+up|throws\s+up|thrown\s+up|puk(?:ing|ed|es)|barf(?:ing|ed|s)|n\/v(?:\/d)?|v\/d|v\+d|v&d|v\s*\+(?!\w)|vomiting\/diarrhea|hairballs?\s+vomit\w*)(?![\w])/gi;
const DIARRHEA =
  /(?<![\w])(?:d[iy]a?h?rr?h?(?:o?e|i)?h?ah?|diarrh(?:o)?eic|(?:loose|soft|watery|liquid|runny|mushy|unformed|mucousy|mucoid)\s+(?:stools?|poops?|poos?|feces|faeces)|the\s+runs|the\s+squirts|(?:stools?|poops?)\s+(?:are\s+|is\s+|have\s+been\s+)?(?:loose|soft|runny|watery|liquid|mushy)|hematochezia|bloody\s+stools?|n\/v\/d|v\/d|v\+d|v&d|d\s*\+(?!\w)|vomiting\/diarrhea)(?![\w])/gi;
// A lone capital 'V' or 'D' (vomiting, diarrhea) where it cannot be anything else: right after a
// negation or a 'V or D' list ('No V.', 'denies V or D'), or followed by a count or a time ('V x3',
// 'D since yesterday', 'V this morning'). Case-sensitive; never after 'vitamin', 'grade', 'type'…
// nor as part of another token ('V/D', 'IV', 'D+' are matched elsewhere or not at all).
// The letter is matched first and every context is a look-around from it, over at most ten
// spaces between words: look-behinds tried at every position, with unbounded '\s+' inside, scanned
// each run of spaces again from each of its characters and took seconds.
const GAP = String.raw`\s{1,10}`;
const OPTIONAL_GAP = String.raw`\s{0,10}`;
function loneLetter(letter: 'V' | 'D'): RegExp {
  const other = letter === 'V' ? 'D' : 'V';
  const label = String.raw`\b(?:[Vv]it(?:amin)?|[Gg]rade|[Ss]tage|[Tt]ype|[Cc]lass|[Ll]evel|[Pp]hase|[Gg]roup|[Pp]lan|[Ll]ead|Dr\.?|CN)${GAP}`;
  const token = String.raw`(?<![\w/+&.'-])${letter}(?![\w/+&'-])(?<!${label}${letter})`;
  const list = String.raw`${OPTIONAL_GAP}(?:,|\bor\b|\band\b|&)${OPTIONAL_GAP}(?:no${GAP})?`;
  const negatedBefore = String.raw`(?<=\b(?:[Nn]o|[Dd]enies|[Dd]enied|[Ww]ithout|[Nn]or|[Nn]eg(?:ative)?${GAP}for)${GAP}${letter})`;
  const otherBefore = String.raw`(?<=(?<!${label})(?<![\w/+&.'-])${other}${list}${letter})`;
  const otherAfter = String.raw`(?=${list}${other}(?![\w/+&'-]))`;
  const timeAfter = String.raw`(?=${OPTIONAL_GAP}(?:[x×]${OPTIONAL_GAP}\d|\d{1,4}${OPTIONAL_GAP}x\b|since\b|for${GAP}(?:\d|a\b|an\b|the\b|two|three|several|a${GAP}few)|yesterday\b|today\b|overnight\b|this${GAP}(?:morning|am|pm|afternoon|evening)\b|last${GAP}night\b|once\b|twice\b))`;
  return new RegExp(`${token}(?:${negatedBefore}|${otherBefore}|${otherAfter}|${timeAfter})`, 'g');
}
export const LONE_V = loneLetter('V');
export const LONE_D = loneLetter('D');
const STOOL_NORMAL = /\b(?:(?:stools?|feces|faeces|poops?|bms?)\s+(?:are\s+|is\s+)?(?:normal|wnl|formed|fine|ok)|normal\s+(?:stools?|feces|bms?|poops?|bowel\s+movements)|formed\s+stools?|(?:defecating|pooping)\s+(?:normally|fine|ok))\b/gi;
const COUGHING = /\b(?:cough(?:ing|s|ed)?|honking|hacking)\b(?!\s+(?:vaccine|vaccination|vax|booster)s?)/gi;
const SNEEZING = /\b(?:sneez(?:e|es|ing|ed)|reverse\s+sneez\w*)\b/gi;
// Travel and stays away: trips, other states and countries, boarding and kennels, family visits.
// 'hasn't left the state' and 'hasn't been anywhere' are travel negated.
const TRAVEL =
  /\b(?:travel(?:l?ed|l?ing|s)?(?:\s+(?:hx|history))?|trip|vacation|holiday|road\s*trip|camping|hiking\s+trip|dog\s+shows?|agility\s+(?:trials?|competitions?|events?)|field\s+trials?|visit(?:ed|ing)\s+(?:family|relatives|friends|(?:my|our|his|her)\s+\w+)|visited|out\s+of\s+(?:state|town|the\s+country)|(?:another|a\s+different)\s+(?:state|country)|left\s+the\s+(?:state|country|area|island)|(?:been|gone)\s+anywhere|(?:got|came|just\s+got|returned|returning|back)\s+(?:back\s+)?from\s+(?:(?:a|an|our|the|his|her|their)\s+)?(?:trip|vacation|holiday|visit|camping|boarding|kennel|abroad|overseas)|overseas|abroad|flew|boarded|boarding|kennel(?:ed)?(?!\s+cough)|lake\s+house|cabin|cottage)\b/gi;
// 'we just got back from Arizona': a return from a named place (capitalised, so 'back from the vet' is not).
// A month or weekday is a time, not a place ('back from boarding in October').
const TRAVEL_PLACE =
  /\b(?:(?:[Gg]ot|[Cc]ame|[Rr]eturned|[Rr]eturning|[Bb]ack|[Dd]rove|[Dd]riving|[Ff]lying|[Ff]lown|[Bb]rought|[Ii]mported|[Tt]ransported|[Ss]hipped|[Mm]oved)\s+(?:back\s+|home\s+|up\s+|over\s+|down\s+|in\s+|here\s+)?(?:from|to)|(?:[Ww]ent(?:\s+to)?|(?:[Tt]ravel(?:l?ed)?|[Dd]rove|[Ff]lew)\s+to|(?:[Ww]ere|[Ww]as|[Ss]tayed|[Ss]taying)\s+(?:at|with)|[Vv]isit(?:ed|ing))\s+(?:(?:a|an|the|my|our|his|her)\s+)?(?:[\w'-]+\s+){0,3}?in)\s+(?!Dr\b|Doctor\b|(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][a-z]+\b/g;
const WATER_ABNORMAL =
  /(?<![\w/])(?:pu\/pd|pd\/pu|polydipsia|polydipsic|polyuria\/polydipsia|(?:increased|decreased|excessive|reduced|more|less|extra)\s+(?:water\s+intake|thirst|drinking|water\s+consumption)|drinking\s+(?:a\s+lot|more|lots|excessively|less|a\s+ton|constantly|like\s+crazy|tons|so\s+much)|(?:not|isn't|hasn't\s+been|won't\s+be|stopped)\s+drinking|(?:hasn't|has\s+not|won't|will\s+not|doesn't|does\s+not|didn't|did\s+not)\s+drink|thirsty|increased\s+water|water\s+intake\s+(?:up|down|increased|decreased|abnormal))(?![\w/])/gi;
const WATER_NORMAL =
  /\b(?:(?:eating\s+and\s+)?drinking\s+(?:normally|well|fine|ok|okay|normal\s+amounts?)|water\s+intake\s+(?:normal|wnl|ok|fine|unchanged)|normal\s+(?:water\s+intake|thirst|drinking)|drinks?\s+normally)\b/gi;
// The appetite's words, as owners spell them too ('apetite', 'appitite').
const APPETITE_ABNORMAL =
  /(?<![\w])(?:inappeten(?:t|ce)|anorexi[ac]|anorectic|hyporexi[ac]|hyporexic|polyphagi[ac]|(?:not|isn't|hasn't\s+been|won't\s+be|stopped|barely|hardly|only)\s+eating|(?:hasn't|has\s+not|hasnt|didn't|did\s+not|won't|will\s+not|doesn't|does\s+not)\s+(?:eaten|eat|ate)|(?:refus(?:es|ing|ed)|won't)\s+(?:to\s+)?(?:eat|food)|(?:won't|will\s+not|doesn't|does\s+not|not)\s+(?:touch|touching)\s+(?:(?:his|her|its|their|the)\s+)?(?:food|meals?|kibble|dinner|breakfast)|skipp(?:ing|ed)\s+(?:a\s+)?meals?|eating\s+(?:but\s+)?less|off\s+(?:(?:his|her|its|their)\s+)?(?:food|feed|kibble|meals?)|(?:decreased|reduced|poor|low|no|less|increased|ravenous|picky|lost|loss\s+of|lack\s+of)\s+app?[ei]tite|app?[ei]tite\s+(?:(?:is|has\s+been|mildly|slightly|somewhat|very|markedly|a\s+bit|a\s+little)\s+)?(?:down|decreased|decreasing|reduced|poor|low|gone|increased|off|abnormal|variable)|eating\s+(?:less|more|poorly|very\s+little|little)|not\s+interested\s+in\s+(?:(?:his|her|its|their)\s+)?food|picky|finicky|picking\s+at\s+(?:(?:his|her|its|their)\s+)?(?:food|meals?)|(?:always|constantly)\s+hungry|hungry\s+all\s+the\s+time|(?:increased|excessive)\s+hunger|(?:gobbling|inhaling|wolfing)\s+(?:(?:his|her|its|their)\s+)?food|begging\s+for\s+food|ravenous(?:ly)?)(?![\w])/gi;
const APPETITE_NORMAL =
  /\b(?:eating(?:\s+and\s+drinking)?\s+(?:well|normally|fine|ok|okay|good|great)|interested\s+in\s+(?:(?:his|her|its|their)\s+)?food|(?:good|normal|great|fine)\s+app?[ei]tite|app?[ei]tite\s+(?:normal|good|fine|ok|okay|great|wnl|unchanged)|eats\s+(?:well|normally))\b/gi;
// How the pet eats, drinks and passes stool, said of one or more of them at once: 'eating and
// drinking normal', 'Eating/drinking normally', 'apetite is fine', 'Water: normal', 'Eating: poor',
// 'eating, drinking, urinating and defecating normally', 'eating about half', 'drinking water fine'.
// The subjects (a list of up to five) and the words for how they are are bounded, so the pattern
// runs in linear time.
const INTAKE_SUBJECT = String.raw`(?:e\/d|eating|eats|ate|app?[ei]tite|food(?:\s+intake)?|drinking(?:\s+water)?|drinks|drank|water(?:\s+intake)?|thirst|urinating|urination|peeing|defecating|pooping|stools?|bms?|bowel\s+movements)`;
const INTAKE_NORMAL = String.raw`normal(?:ly)?|well|fine|ok(?:ay)?|good|great|wnl|unchanged|as\s+usual|the\s+same|normal\s+amounts?|(?:like|as)\s+(?:normal|usual)`;
const INTAKE_ABNORMAL = String.raw`poor(?:ly)?|less|more|decreased|increased|reduced|variable|inconsistent|picky|finicky|ravenous(?:ly)?|excessive(?:ly)?|(?:a\s+)?(?:little|bit)\s+(?:less|more)|(?:much|slightly|a\s+lot|lots|way)\s+(?:less|more)|(?:very\s+)?little|a\s+little|a\s+bit|small\s+amounts?|not\s+much|barely|hardly|half|a\s+lot|lots|tons|a\s+ton|like\s+(?:crazy|a\s+pig|a\s+horse)|constantly|nothing|none|abnormal(?:ly)?|slow(?:er|ly)?|decreasing|increasing|declining|dropping|\+{2,3}|↑|↓`;
export const INTAKE = new RegExp(
  String.raw`\b(${INTAKE_SUBJECT}(?:(?:\s*[,/&]\s*|\s+and\s+)${INTAKE_SUBJECT}){0,4})(?:\s+(?:(?:his|her|its|their|the)\s+)?(?:food|meals?|water|kibble|breakfast|dinner|treats))?\s*(?:[:=-]\s*|(?:is|are|was|has\s+been|have\s+been|been|seems?|still|but)\s+)?(?:(?:about|only|maybe|roughly|around|just|mildly|slightly|somewhat|very|markedly|really)\s+)?(?:(${INTAKE_NORMAL})|(${INTAKE_ABNORMAL}))(?![\w])`,
  'gi',
);
// 'Still drinking water', 'bright, eating and drinking.': eating or drinking stated without a
// qualifier, which says they do.
const INTAKE_PLAIN = /\b(?:still\s+(?:eating|drinking|eats|drinks)(?:\s+(?:and|&|\/)\s+(?:eating|drinking))?|eating\s+(?:and|&|\/)\s+drinking(?=\s*(?:[.;,\n]|$)))\b/gi;
const SKIN =
  /\b(?:itch(?:y|ing|iness|es)?|scratch(?:ing|es|ed)?|prurit(?:us|ic)|rash(?:es)?|hot\s+spots?|hair\s+loss|alopecia|skin|dermatitis|lesions?|scabs?|scabby|flak(?:y|ing)|dandruff|(?:licking|chewing|biting)\s+(?:at\s+)?(?:(?:his|her|its|their)\s+)?(?:paws?|feet|skin|legs?|flanks?)|over-?grooming|pyoderma|red\s+bumps?|pustules?|fleas?|mange|ear\s+infection|otitis|head\s+shaking|shaking\s+(?:his|her|its|their)\s+head|greasy\s+coat|bald\s+(?:spots?|patches)|fur\s+loss|losing\s+(?:hair|fur)|thinning\s+(?:hair|fur|coat))\b/gi;
/** Whether words of the note speak of the skin (case 1), as the main case's evidence may be skin or general health. */
export const SKIN_WORDS = new RegExp(SKIN.source, 'i');
export const speaksOfSkin = (words: string): boolean => SKIN_WORDS.test(words);
const GENERAL =
  /\b(?:letharg(?:y|ic)|collaps(?:e|ed|es|ing)|faint(?:ed|ing)|syncope|adr|ain't\s+doing\s+right|not\s+(?:doing|acting)\s+(?:right|well|normal)|off\s+colou?r|wellness|annual|check[\s-]?up|(?:vaccines?|vaccinations?|boosters?)(?!\s+(?:are\s+|is\s+)?(?:up\s+to\s+date|current|utd|done))|general\s+health|not\s+(?:him|her)self|weight\s+loss|losing\s+weight|weak(?:ness)?|low\s+energy|tired|sleeping\s+more|limp(?:ing|s)?|lame(?:ness)?|senior\s+(?:screen|exam))\b/gi;
const SUPPLEMENTS: [RegExp, string][] = [
  [/\b(?:fish\s+oil|omega[\s-]?3s?|salmon\s+oil)\b/gi, 'fish oil'],
  [/\bwelactin\b/gi, 'Welactin (fish oil)'],
  [/\bglucosamine(?:\s*(?:\/|and|&|\+)\s*chondroitin)?\b/gi, 'glucosamine'],
  [/\bdasuquin\b/gi, 'Dasuquin (joint supplement)'],
  [/\bcosequin\b/gi, 'Cosequin (joint supplement)'],
  [/\bjoint\s+(?:supplements?|chews?)\b/gi, 'joint supplement'],
  [/\bprobiotics?\b/gi, 'probiotic'],
  [/\bfortiflora\b/gi, 'FortiFlora (probiotic)'],
  [/\bproviable\b/gi, 'Proviable (probiotic)'],
  [/\b(?:multi-?vitamins?|vitamins?)\b/gi, 'multivitamin'],
  [/\b(?:cbd(?:\s+oil)?|hemp\s+oil)\b/gi, 'CBD oil'],
  [/\bdenamarin\b/gi, 'Denamarin (liver supplement)'],
  [/\b(?:SAMe|milk\s+thistle)\b/g, 'liver supplement'],
  [/\b(?:l-?lysine|lysine)\b/gi, 'lysine'],
  [/\bturmeric\b/gi, 'turmeric'],
  [/\bcoconut\s+oil\b/gi, 'coconut oil'],
  [/\b(?:green[\s-]?lipped\s+mussel)\b/gi, 'green-lipped mussel'],
];
const NO_SUPPLEMENTS = /\b(?:no|denies|not\s+on\s+any)\s+supplements?\b|\bsupplements?\s*(?:[:-]\s*)?(?:none|no)\b/gi;
const NO_MEDICATIONS = /\b(?:no|not\s+on\s+any|denies)\s+(?:current\s+)?(?:meds|medications?|medicines?)\b|\b(?:meds|medications?)\s*(?:[:-]\s*)?(?:none|no)\b/gi;
// A medicine the pet no longer takes: 'finished cephalexin', 'stopped Apoquel', 'was on Rimadyl'.
const PAST_MEDICATION = /\b(?:finished|completed|discontinued|stopped|off|tried|trialed|trialled|no\s+longer\s+on|previously\s+on|was\s+on|used\s+to\s+(?:be\s+on|take))\s+(?:(?:the|his|her|its|their)\s+)?(?:course\s+of\s+)?$/i;
// Special diets: prescription diets by brand and line, then the kinds of diet owners name
// ('a raw diet', 'feeds raw', 'hydrolysed food', 'prescription renal diet', 'home-cooked meals').
// Said after the medicine: 'metronidazole course (done)', 'Apoquel (stopped, didn't help)'.
// Only in brackets, after a dash or of a course: 'On Metacam, stopped eating' is on Metacam.
const PAST_AFTER = /^\s*(?:(?:course\s+)?[(–-]\s*(?:stopped|discontinued|finished|done|completed|d\/c(?:'?d)?|no\s+longer)|course\s+(?:done|finished|completed))\b/i;
const DIETS =
  /\b(?:(?:hill'?s\s+(?:prescription\s+diet\s+)?)?(?:i\/d|z\/d|k\/d|c\/d|w\/d|r\/d|d\/d|u\/d|l\/d|j\/d|t\/d|h\/d|y\/d|g\/d|m\/d|b\/d)(?:\s+(?:low\s+fat|stress|dry|canned|wet))?|hill'?s\s+(?:prescription\s+diet\s+)?(?:[ikzcwrdujlty]d|derm\s+complete|metabolic|onc\s+care|gastrointestinal\s+biome|digestive\s+care|kidney\s+care|urinary\s+care)|royal\s+canin\s+(?:veterinary\s+(?:diet\s+)?)?(?:hypoallergenic|gastrointestinal(?:\s+(?:low\s+fat|fiber\s+response|high\s+energy))?|renal|urinary(?:\s*s\/?o)?|s\/?o|hp|satiety|hydroly[sz]ed\s+protein|low\s+fat|selected\s+protein|ultamino|anallergenic|hepatic|cardiac|glycobalance|calm|mobility)|purina\s+(?:pro\s+plan\s+)?(?:veterinary\s+diets?\s+)?(?:ha|en|nf|om|ur|dm|hp|jm|el)(?:\s+(?:vegetarian|gastroenteric))?|prescription\s+(?:[a-z]+\s+)?(?:diet|food)|hydroly[sz]ed\s+(?:protein\s+)?(?:diet|food|kibble)|novel\s+protein(?:\s+(?:diet|food))?|limited[\s-]ingredient(?:\s+(?:diet|food))?|hypoallergenic\s+(?:diet|food|kibble)|grain[\s-]free(?:\s+(?:diet|food|kibble|wet\s+food|dry\s+food))?|raw\s+(?:diet|food|feeding|fed|meat)|raw[\s-]fed|(?:feeds?|fed|feeding|eats)\s+(?:(?:him|her|them)\s+)?raw|barf\s+diet|home[\s-]?(?:cooked|made)\s+(?:(?:cooked|raw|fresh)\s+)?(?:diet|food|meals?)|bland\s+diet|chicken\s+and\s+rice|boiled\s+chicken(?:\s+and\s+rice)?|(?:renal|kidney|urinary|diabetic|liver|hepatic|cardiac|joint|dental|gi|gastrointestinal|high[\s-]fib(?:er|re)|low[\s-](?:fat|protein|sodium|phosphorus|residue)|sensitive\s+(?:stomach|skin)|weight\s+(?:loss|management|control)|reduced[\s-]calorie|vegan|vegetarian|elimination|allergy|hairball(?:\s+control)?)\s+(?:(?:prescription|veterinary|therapeutic|wet|dry|canned)\s+)?(?:diet|food|kibble)|(?:pro\s+plan|science\s+diet|hill'?s)\s+sensitive\s+(?:skin|stomach)(?:\s+(?:and|&)\s+(?:skin|stomach))?|(?:rabbit|venison|kangaroo|duck|salmon|fish)\s+and\s+(?:potato|pea|sweet\s+potato)(?:\s+(?:diet|food))?)\b/gi;

// Something eaten that should not have been, a complaint of its own ('ate a bag of chocolate',
// 'got into the trash', 'swallowed a sock'): the note's words name it.
const INGESTION =
  /\b(?:ate|eaten|ingested|swallowed|chewed\s+up|got\s+into)\s+(?:(?:some|all|most|part|half|a\s+lot)\s+of\s+|half\s+)?(?:(?:a|an|some|the|his|her|its|their|my|our)\s+)?(?:(?:owner's|owners'|mom's|dad's|kid's|kids'|child's)\s+)?(?:(?:bag|box|bar|bunch|handful|piece|pack|packet|bottle|tube|container|jar)\s+of\s+(?:(?:the|his|her|my|our)\s+)?)?(?:dark\s+|milk\s+)?(?:chocolate|grapes?|raisins?|xylitol|(?:sugar-?free\s+)?gum|rat\s+(?:poison|bait)|mouse\s+(?:poison|bait)|rodenticide|antifreeze|ibuprofen|advil|tylenol|acetaminophen|aspirin|marijuana|edibles?|lil(?:y|ies)|onions?|garlic|socks?|toys?|bones?|corn\s+cobs?|string|hair\s+ties?|pills?|medications?|trash|garbage)\b/gi;

// A diet the pet is not on: the cue right before it ('no raw diet', 'not on a prescription diet',
// 'stopped the grain-free food'). A clause's wider negation ('hasn't responded to the bland diet')
// says nothing about whether the pet eats it.
const DIET_NEGATED = /\b(?:no|not\s+(?:on|fed|eating)|never\s+(?:on|fed)|isn't\s+on|stopped|quit|without)\s+(?:(?:a|an|any|the|his|her|its|their)\s+)?(?:special\s+)?$/i;

const COMPLAINTS: [RegExp, string][] = [
  [VOMITING, 'vomiting'],
  [DIARRHEA, 'diarrhea'],
  [LONE_V, 'vomiting'],
  [LONE_D, 'diarrhea'],
  [/\b(?:itch(?:y|ing|iness)?|scratch(?:ing|es)?|prurit(?:us|ic)|(?:licking|chewing)\s+(?:at\s+)?(?:(?:his|her|its|their)\s+)?(?:paws?|feet))\b/gi, 'itching'],
  [/\b(?:hot\s+spots?|rash(?:es)?|skin\s+lesions?|scabs?|red\s+bumps?|pustules?|pyoderma|dermatitis)\b/gi, 'skin lesions'],
  [/\b(?:hair\s+loss|fur\s+loss|alopecia|bald\s+(?:spots?|patches)|losing\s+(?:hair|fur)|thinning\s+(?:hair|fur|coat))\b/gi, 'hair loss'],
  [/\b(?:ear\s+infection|otitis|head\s+shaking|shaking\s+(?:his|her|its|their)\s+head|ears?\s+(?:itchy|smelly|red|dirty))\b/gi, 'ear problem'],
  [COUGHING, 'coughing'],
  [SNEEZING, 'sneezing'],
  [/\b(?:letharg(?:y|ic)|low\s+energy|weak(?:ness)?|not\s+(?:him|her)self|sleeping\s+more|adr|ain't\s+doing\s+right|not\s+(?:doing|acting)\s+(?:right|well|normal)|off\s+colou?r|acting\s+(?:off|weird|strange))\b/gi, 'lethargy'],
  [/(?<![\w])(?:inappeten(?:t|ce)|anorexi[ac]|hyporexi[ac]|(?:not|barely|hardly|only|isn't|hasn't\s+been|has\s+not\s+been)\s+eating|app?[ei]tite\s+(?:(?:is|has\s+been|mildly|slightly|somewhat|very|markedly|a\s+bit|a\s+little)\s+)?(?:down|decreased|reduced|poor|low|gone|off)|(?:hasn't|has\s+not|hasnt|didn't|did\s+not|won't|will\s+not)\s+(?:eaten|eat|ate)|off\s+(?:(?:his|her|its|their)\s+)?(?:food|feed|kibble|meals?)|(?:decreased|reduced|poor|no)\s+app?[ei]tite|won't\s+touch\s+(?:(?:his|her|its|their|the)\s+)?food|refus(?:es|ing|ed)\s+(?:to\s+eat|food|(?:his|her|its|their)\s+food)|eating\s+(?:(?:about|only|maybe|roughly|around|just)\s+)?(?:less|half|(?:very\s+)?little|poorly)|picky\s+(?:eater|with\s+(?:(?:his|her|its|their)\s+)?food)|picking\s+at\s+(?:(?:his|her|its|their)\s+)?(?:food|meals?))(?![\w])/gi, 'decreased appetite'],
  [/(?<![\w/])(?:pu\/pd|polydipsi[ac]|drinking(?:\s+(?:and|&|\/)\s+(?:peeing|urinating))?\s+(?:(?:(?:much|a\s+lot|way|lots|a\s+bit|slightly)\s+)?more|a\s+lot|excessively|lots|a\s+ton|tons|like\s+crazy|constantly|so\s+much)|increased\s+(?:thirst|drinking|water\s+intake)|excessive\s+(?:thirst|drinking))(?![\w/])/gi, 'increased thirst'],
  [/(?<![\w/])(?:drinking\s+less|(?:not|hasn't\s+been|isn't)\s+drinking|(?:hasn't|has\s+not|won't|will\s+not)\s+drink|decreased\s+(?:thirst|drinking|water\s+intake))(?![\w/])/gi, 'drinking less'],
  [/\b(?:limp(?:ing|s)?|lame(?:ness)?|not\s+(?:using|bearing\s+weight\s+on)\s+(?:(?:his|her|its|the)\s+)?(?:\w+\s+)?(?:leg|limb))\b/gi, 'limping'],
  [/\b(?:seizures?|seizuring|fitting)\b/gi, 'seizures'],
  [/\b(?:trembl(?:ing|es)|tremors?|shivering)\b/gi, 'tremors'],
  [/\b(?:collaps(?:e|ed|es|ing)|faint(?:ed|ing)|syncope)\b/gi, 'collapse'],
  [/\b(?:(?:breathing|panting)\s+(?:fast(?:er)?|hard(?:er)?|heavy|heavily|rapidly|more)|difficulty\s+breathing|trouble\s+breathing|labou?red\s+breathing|dyspn(?:ea|oea)|tachypn(?:ea|oea)|increased\s+(?:respiratory|breathing)\s+(?:rate|effort)|panting\s+(?:at\s+night|a\s+lot))\b/gi, 'breathing'],
  [/\b(?:yelp(?:s|ing|ed)?|crying\s+out|cries\s+out|reluctant\s+to\s+(?:jump|move|walk|climb|use|go)|hunched)\b/gi, 'pain'],
  // Scooting: anal sac discomfort, not a skin case.
  [/\b(?:scoot(?:s|ing|ed)?|(?:licking|biting)\s+(?:at\s+)?(?:(?:his|her|its|their|the)\s+)?(?:rear|bottom|butt|hind\s+end|anal\s+area|anus))\b/gi, 'scooting'],
  [/\b(?:straining\s+to\s+(?:urinate|pee)|(?:peeing|urinating)\s+(?:(?:small\s+amounts|little\s+bits|small\s+clumps)\s+)?(?:frequently|often|outside|on\s+the|in\s+the\s+house|everywhere|around\s+the\s+house)|(?:peeing|urinating)\s+small\s+amounts|crying\s+in\s+the\s+litter\s*box|urinating\s+more|straining\s+in\s+(?:the\s+)?litter\s*box|(?:small|frequent)\s+amounts\s+of\s+urine|frequent\s+urination|not\s+using\s+(?:(?:the|his|her|its|their)\s+)?litter\s*box|accidents\s+in\s+the\s+house|blood\s+in\s+(?:the\s+)?urine|hematuria|stranguria|pollakiuria|inappropriate\s+urination)\b/gi, 'urinary signs'],
  [/\b(?:weight\s+loss|losing\s+weight)\b/gi, 'weight loss'],
  [/\b(?:lumps?|mass(?:es)?|swelling)\b/gi, 'lump'],
  [/\b(?:eye\s+discharge|squinting|red\s+eyes?|conjunctivitis|ocular\s+discharge)\b/gi, 'eye problem'],
  [/\b(?:nasal\s+discharge|runny\s+nose|congest(?:ed|ion))\b/gi, 'nasal discharge'],
  [/\b(?:wound|laceration|bite\s+wound|cut)\b/gi, 'wound'],
  [/\b(?:constipat(?:ed|ion)|straining\s+to\s+(?:defecate|poop)|(?:hasn't|has\s+not|not)\s+(?:pooped|defecated|had\s+a\s+(?:bowel\s+movement|bm)))\b/gi, 'constipation'],
  [/\b(?:bad\s+breath|halitosis|dental\s+(?:disease|tartar)|drooling)\b/gi, 'dental problem'],
  [INGESTION, 'ingestion'],
];
const OTHER_DURATION =
  /\b(?:on\s+(?:it|them|this)|diet|food|fed|vaccin\w*|booster|travel\w*|trip|vacation|boarded|boarding|adopted|got\s+(?:him|her)|owned|old|age|since\s+(?:puppy|kitten)|supplement\w*|dose|course|recheck|last\s+seen|meds?|medications?|injection|bid|sid|tid|q\d+h|(?:mg|ml)\b)/i;
// The marker starts right after the last stop before it ('[ \t]*', not '\s*': a run of newlines
// scanned again from each of its newlines takes quadratic time).
const CHIEF_MARKER = /(?:^|[.;\n][ \t]*)(?:cc|c\/c|chief\s+complaint|presenting\s+(?:complaint|for)|presented\s+for|presents\s+for|here\s+for|p\/f|in\s+for|reason\s+for\s+visit|concerns?|c\/o|complain(?:s|ing)\s+of)\s*(?:[:-]\s*)?([^.;\n]+)/i;
const SIGN_SHORTHAND = /^(?:[nv]\/[vd](?:\/d)?|v\+d|v&d|d\+|pu\/pd|[vd])$/i;
const WELLNESS = /\b(?:wellness|annual\s+(?:exam|visit|check|vaccines?|shots)|check[\s-]?up|vaccines?|vaccinations?|vax|boosters?|routine\s+(?:exam|visit)|health\s+check)\b/i;

// Signs named by their standard word ('V/D', 'vomited' → vomiting); the others as the note words
// them ('hot spot', 'loose stools', 'drooling'), which says more than a family name.
const STANDARD_NAMES = new Set(['vomiting', 'diarrhea', 'coughing', 'sneezing', 'increased thirst']);

function complaintName(family: string, written: string): string {
  const words = written.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/[/+&]/.test(words)) return family;
  if (STANDARD_NAMES.has(family) && !/stool|poop/.test(words)) return family;
  return words;
}

function firstPositive(list: Hit[]): Hit | undefined {
  return list.find((hit) => !hit.negated);
}

/** A yes/no sign: true when any mention is not negated, false when all are, null when none. */
function sign(list: Hit[]): { value: YesNo; hit?: Hit } {
  if (list.length === 0) return { value: null };
  const positive = firstPositive(list);
  return positive ? { value: true, hit: positive } : { value: false, hit: list[0] };
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The first index of a list sorted by key whose key is at least value (binary search). */
function firstAtLeast<T>(sorted: T[], key: (item: T) => number, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (key(sorted[middle]!) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Whether a span of a list sorted by start lies within [from, to]. Only the spans that start in the
 * range are read, so a note of many mentions and durations stays linear (a scan of every mention
 * for each duration was quadratic).
 */
function anyWithin(sorted: { start: number; end: number }[], from: number, to: number): boolean {
  for (let index = firstAtLeast(sorted, (span) => span.start, from); index < sorted.length && sorted[index]!.start < to; index++) {
    if (sorted[index]!.end <= to) return true;
  }
  return false;
}

const TIME_ONLY_LEAD = /^\s*(?:(?:started|began|onset|ongoing|going\s+on|on\s+and\s+off|off\s+and\s+on)\s+)?(?:(?:for|since|about|approx(?:imately)?|around)\s+)?$/i;

// A clause is read within this many characters either side of a duration: a note without stops
// was otherwise read whole for each duration it states, in quadratic time.
const CLAUSE_REACH = 400;

/** The clause around a span (between commas, stops and line ends), as offsets in the text. */
function clauseAround(text: string, start: number, end: number): { start: number; end: number } {
  const windowStart = Math.max(0, start - CLAUSE_REACH);
  const before = text.slice(windowStart, start);
  const after = text.slice(end, end + CLAUSE_REACH);
  const from = windowStart + Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n')) + 1;
  const stop = after.search(/[,.;\n]/);
  return { start: from, end: stop === -1 ? end + after.length : end + stop };
}

interface IntakeHits {
  normal: Hit[];
  abnormal: Hit[];
}

/** What the note says of eating, drinking and stool together ('eating and drinking normally'), by what it is said of. */
function intakeStatements(text: string): { appetite: IntakeHits; water: IntakeHits; stool: IntakeHits } {
  const said = { appetite: { normal: [], abnormal: [] }, water: { normal: [], abnormal: [] }, stool: { normal: [], abnormal: [] } } as Record<'appetite' | 'water' | 'stool', IntakeHits>;
  const add = (subjects: string, hit: Hit, normal: boolean) => {
    const words = subjects.toLowerCase();
    if (/eat|\bate\b|ap+[ei]tite|food|\be\/d\b/.test(words)) said.appetite[normal ? 'normal' : 'abnormal'].push(hit);
    if (/drink|drank|water|thirst|\be\/d\b/.test(words)) said.water[normal ? 'normal' : 'abnormal'].push(hit);
    // A stool is only ever said to be normal here; its abnormal words are diarrhea's.
    if (normal && /defecat|poop|stool|bm|bowel/.test(words)) said.stool.normal.push(hit);
  };
  const eaten = hits(text, INGESTION);
  for (const match of text.matchAll(INTAKE)) {
    const span = { start: match.index, end: match.index + match[0].length };
    // 'Ate half a tube of gum' is what was eaten, not how much.
    // (The hits of one pattern do not overlap, so their ends are in order too.)
    const next = eaten[firstAtLeast(eaten, (hit) => hit.end, span.start + 1)];
    if (next && next.start < span.end) continue;
    const normal = match[2] !== undefined;
    // A normal word is said of the whole list ('Eating, drinking normal'); a change only of the
    // last item when the list is joined by commas alone ('Still eating, drinking lots').
    const subjects = normal || /\band\b|[/&]/i.test(match[1]) ? match[1] : match[1].slice(match[1].lastIndexOf(',') + 1);
    add(subjects, { ...span, text: match[0], negated: isNegated(text, span) }, normal);
  }
  for (const hit of hits(text, INTAKE_PLAIN)) add(hit.text, hit, true);
  return said;
}

export function analyseTriage(note: string, options: TriageOptions = {}): TriageAnalysis {
  const text = note.replace(/\r\n?/g, '\n');
  const evidence: TriageEvidence[] = [];
  const cite = (field: string, hit: { text: string; start: number; end: number } | undefined) => {
    if (hit) evidence.push({ field, text: hit.text, start: hit.start, end: hit.end });
  };

  // Vomiting and diarrhea; a stated normal stool says 'no diarrhea'.
  const vomiting = sign(mentions(text, VOMITING, LONE_V));
  let diarrhea = sign(mentions(text, DIARRHEA, LONE_D));
  const intake = intakeStatements(text);
  if (diarrhea.value === null) {
    const normalStool = [...hits(text, STOOL_NORMAL), ...intake.stool.normal].find((hit) => !hit.negated);
    if (normalStool) diarrhea = { value: false, hit: normalStool };
  }
  cite('vomiting', vomiting.hit);
  cite('diarrhea', diarrhea.hit);
  const coughing = sign(hits(text, COUGHING));
  const sneezing = sign(hits(text, SNEEZING));
  cite('coughing', coughing.hit);
  cite('sneezing', sneezing.hit);

  // Travel: 'no travel', 'hasn't traveled' → false.
  const travelHits = mentions(text, TRAVEL, TRAVEL_PLACE);
  const travel = sign(travelHits);
  cite('travel', travel.hit);

  // Water intake and appetite: an abnormal phrase (itself possibly 'not drinking') unless negated
  // ('no PU/PD', 'no decrease in appetite') decides Abnormal; a normal phrase, or a negated
  // abnormal one, decides Normal.
  const level = (abnormal: RegExp, normal: RegExp, said: IntakeHits): { value: 'Normal' | 'Abnormal' | null; hit?: Hit } => {
    const bad = [...hits(text, abnormal), ...said.abnormal].sort((a, b) => a.start - b.start);
    const positive = bad.find((hit) => !hit.negated);
    if (positive) return { value: 'Abnormal', hit: positive };
    const good = [...hits(text, normal), ...said.normal].sort((a, b) => a.start - b.start).find((hit) => !hit.negated);
    if (good) return { value: 'Normal', hit: good };
    if (bad.length > 0) return { value: 'Normal', hit: bad[0] };
    return { value: null };
  };
  const water = level(WATER_ABNORMAL, WATER_NORMAL, intake.water);
  const appetite = level(APPETITE_ABNORMAL, APPETITE_NORMAL, intake.appetite);
  cite('water_intake', water.hit);
  cite('appetite', appetite.hit);

  // Supplements: each named kind once, in order; 'no supplements' says None.
  const supplementNames: string[] = [];
  const supplementHits: Hit[] = [];
  for (const [pattern, name] of SUPPLEMENTS) {
    const hit = hits(text, pattern).find((candidate) => !candidate.negated);
    if (hit) supplementHits.push({ ...hit, text: `${hit.text}\u0000${name}` });
  }
  supplementHits.sort((a, b) => a.start - b.start);
  for (const hit of supplementHits) {
    const [written, name] = hit.text.split('\u0000');
    if (!supplementNames.includes(name)) supplementNames.push(name);
    cite('supplements', { ...hit, text: written });
  }
  const noSupplements = [...text.matchAll(NO_SUPPLEMENTS)][0];
  const supplements = supplementNames.length > 0 ? supplementNames.join(', ') : noSupplements ? 'None' : null;
  if (!supplementNames.length && noSupplements) cite('supplements', { text: noSupplements[0], start: noSupplements.index, end: noSupplements.index + noSupplements[0].length });

  // Medications: brand and generic names (generic out), then what the catalogue stocks beyond the table.
  // In the order the note names them.
  const taken: { generic: string; start: number; end: number; text: string }[] = [];
  const drugSpans: { start: number; end: number }[] = [];
  for (const drug of findDrugs(text)) {
    drugSpans.push(drug);
    if (isNegated(text, drug) || PAST_MEDICATION.test(text.slice(Math.max(0, drug.start - 40), drug.start)) || PAST_AFTER.test(text.slice(drug.end, drug.end + 30))) continue;
    taken.push(drug);
  }
  for (const product of findCatalogueProducts(text, options.medicationNames ?? [])) {
    if (drugSpans.some((span) => product.start < span.end && span.start < product.end)) continue;
    drugSpans.push(product);
    if (isNegated(text, product) || PAST_MEDICATION.test(text.slice(Math.max(0, product.start - 40), product.start)) || PAST_AFTER.test(text.slice(product.end, product.end + 30))) continue;
    taken.push(product);
  }
  const medications: string[] = [];
  for (const drug of taken.sort((a, b) => a.start - b.start)) {
    if (!medications.includes(drug.generic)) medications.push(drug.generic);
    cite('medications', drug);
  }
  if (medications.length === 0) {
    const none = [...text.matchAll(NO_MEDICATIONS)][0];
    if (none) cite('medications', { text: none[0], start: none.index, end: none.index + none[0].length });
  }

  // Special diets, each once, in order.
  const diets: string[] = [];
  for (const hit of hits(text, DIETS)) {
    if (DIET_NEGATED.test(text.slice(Math.max(0, hit.start - 40), hit.start))) continue;
    const name = hit.text.replace(/\s+/g, ' ').trim();
    if (!diets.some((diet) => diet.toLowerCase() === name.toLowerCase())) diets.push(name);
    cite('special_diets', hit);
  }

  // The complaints stated (not negated), in order of first mention.
  const complaints: { name: string; hit: Hit }[] = [];
  for (const [pattern, name] of COMPLAINTS) {
    const hit = firstPositive(hits(text, pattern));
    if (hit) complaints.push({ name: complaintName(name, hit.text), hit });
  }
  complaints.sort((a, b) => a.hit.start - b.hit.start);
  let chief: string | null = null;
  const marker = CHIEF_MARKER.exec(text);
  if (marker) {
    const phrase = marker[1].replace(/(?<!\s)\s*\b(?:x\s*\d|for\s+\d|since\s|started\s)[\s\S]*/i, '').trim();
    // Shorthand for signs alone ('CC: V/D', 'c/o N/V') is named by the signs' words below.
    if (phrase.length >= 3 && phrase.length <= 120 && !SIGN_SHORTHAND.test(phrase)) {
      chief = capitalise(phrase);
      const start = marker.index + marker[0].indexOf(marker[1]);
      cite('chief_complaint', { text: phrase, start, end: start + phrase.length });
    }
  }
  if (!chief && complaints.length > 0) {
    const names: string[] = [];
    for (const complaint of complaints) if (!names.includes(complaint.name)) names.push(complaint.name);
    chief = capitalise(names.slice(0, 3).join(', '));
    for (const complaint of complaints.slice(0, 3)) cite('chief_complaint', complaint.hit);
  }
  if (!chief && WELLNESS.test(text)) {
    const match = WELLNESS.exec(text)!;
    chief = 'Wellness visit';
    cite('chief_complaint', { text: match[0], start: match.index, end: match.index + match[0].length });
  }

  // Duration: how long the complaint has lasted. A duration in a clause that names a complaint
  // counts first ('vomited today, ate a sock yesterday' is today); the longest of those is the
  // onset. Durations right after a medicine ('Apoquel BID x 14 days', 'on Rimadyl for 2 years')
  // and, in clauses without a complaint, those about diet, vaccines, travel or age describe
  // something else.
  // What the pet ate times the complaint only when it is the whole complaint: 'vomited today, ate a
  // sock yesterday' has lasted since today.
  const signSpans = COMPLAINTS.filter(([pattern]) => pattern !== INGESTION).flatMap(([pattern]) => hits(text, pattern).filter((hit) => !hit.negated));
  const complaintSpans = (signSpans.length > 0 ? signSpans : hits(text, INGESTION).filter((hit) => !hit.negated)).sort((a, b) => a.start - b.start);
  const drugsByEnd = [...drugSpans].sort((a, b) => a.end - b.end);
  let longest: { days: number; text: string; start: number; end: number; withComplaint: boolean } | undefined;
  for (const duration of findDurations(text, options.now)) {
    const clause = clauseAround(text, duration.start, duration.end);
    const names = (part: { start: number; end: number }) => anyWithin(complaintSpans, part.start, part.end);
    // A clause that is only the time ('Coughing and gagging, started 4 days ago after boarding')
    // times the complaint of the clause before it.
    const timeOnly = text[clause.start - 1] === ',' && TIME_ONLY_LEAD.test(text.slice(clause.start, duration.start));
    const withComplaint = names(clause) || (timeOnly && names(clauseAround(text, clause.start - 1, clause.start - 1)));
    let drugBefore = false;
    for (let index = firstAtLeast(drugsByEnd, (span) => span.end, duration.start - 30); index < drugsByEnd.length && drugsByEnd[index]!.end <= duration.start; index++) {
      if (!anyWithin(complaintSpans, drugsByEnd[index]!.end, duration.start)) drugBefore = true;
    }
    if (drugBefore) continue;
    if (!withComplaint && OTHER_DURATION.test(text.slice(clause.start, clause.end))) continue;
    const candidate = { ...duration, withComplaint };
    if (!longest || (candidate.withComplaint && !longest.withComplaint) || (candidate.withComplaint === longest.withComplaint && candidate.days > longest.days)) longest = candidate;
  }
  cite('complaint_duration', longest);

  // Case ids: 1 skin, 3 vomiting, 4 diarrhea; 2 general health when the note speaks of general
  // health, or when no other case applies.
  const mainCase: number[] = [];
  const skin = firstPositive(hits(text, SKIN));
  if (skin) {
    mainCase.push(1);
    cite('main_case', skin);
  }
  const general = firstPositive(hits(text, GENERAL));
  if (general) cite('main_case', general);
  if (vomiting.value) mainCase.push(3);
  if (diarrhea.value) mainCase.push(4);
  if (general || mainCase.length === 0) mainCase.push(2);
  mainCase.sort((a, b) => a - b);

  return {
    chief_complaint: chief,
    complaint_duration: { duration: longest ? bucketOf(longest.days) : null },
    reason_for_consultation: { main_case: mainCase },
    additional_notes: {
      water_intake: water.value,
      appetite: appetite.value,
      travel: travel.value,
      coughing: coughing.value,
      sneezing: sneezing.value,
      vomiting: vomiting.value,
      diarrhea: diarrhea.value,
      supplements,
    },
    medication_schema: { medicationList: medications.join(', ') },
    special_diets_schema: { dietDetails: diets.length > 0 ? diets.join(', ') : null },
    evidence: evidence.sort((a, b) => a.start - b.start),
  };
}
