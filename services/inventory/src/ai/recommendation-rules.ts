// The clinical rules of the built-in recommendations: a complaint or finding stated in the visit
// (not negated), or a reason for consultation (case ids of spec 003 section 3: 1 skin, 2 general
// health, 3 vomiting, 4 diarrhea), points at kinds of diagnostics, services and medications. A
// rule names no product of its own: its terms are matched (trigram similarity) against the names
// and categories of the clinic's own catalogue, so only rows the clinic has are ever suggested,
// with their catalogue doses. A rule may also rule a class of drug out: while its finding is stated,
// no row of that class is suggested, whatever else points at it (an NSAID for a vomiting dog).

export type SuggestionKind = 'diagnostic' | 'service' | 'medication' | 'inventory';

export interface RuleTarget {
  kinds: SuggestionKind[];
  /** Words or names a matching catalogue row has in its name (lower case). */
  terms: string[];
  /** Catalogue category names a matching row belongs to (lower case). */
  categories?: string[];
  /** Why, completing 'Vomiting reported: …'. */
  why: string;
}

/** A class of drug a finding rules out (recommendations.ts tells a row's class by its name or category). */
export type DrugClass = 'nsaid' | 'corticosteroid';

export interface RecommendationRule {
  id: string;
  /** What was found, e.g. 'Vomiting or diarrhea'. */
  label: string;
  triggers: RegExp[];
  caseIds?: number[];
  targets: RuleTarget[];
  /** Classes of drug not to suggest while the finding is stated (contraindicated by it). */
  avoid?: DrugClass[];
}

const MEDS: SuggestionKind[] = ['medication', 'inventory'];

export const RECOMMENDATION_RULES: RecommendationRule[] = [
  {
    id: 'gastrointestinal',
    label: 'Vomiting or diarrhea',
    triggers: [/\bvomit\w*/i, /\bdiarrh?o?ea\w*/i, /\bemesis\b/i, /\bV\/D\b/i, /\bloose stools?\b/i, /\bsoft stools?\b/i, /\bthrowing up\b/i, /\bhematochezia\b/i, /\bgastroenteritis\b/i],
    caseIds: [3, 4],
    targets: [
      { kinds: ['diagnostic'], terms: ['fecal', 'faecal', 'giardia', 'parasite', 'ova'], categories: ['parasitology'], why: 'a fecal test rules out intestinal parasites' },
      { kinds: ['diagnostic'], terms: ['complete blood count', 'cbc', 'hematology'], categories: ['hematology'], why: 'a CBC checks for infection, inflammation and dehydration' },
      { kinds: ['diagnostic'], terms: ['chemistry', 'biochemistry', 'electrolytes'], categories: ['chemistry'], why: 'a chemistry panel checks organ function and electrolytes' },
      { kinds: MEDS, terms: ['maropitant', 'cerenia', 'ondansetron', 'metoclopramide', 'antiemetic'], categories: ['antiemetic'], why: 'an antiemetic controls nausea and vomiting' },
      { kinds: MEDS, terms: ['metronidazole', 'probiotic', 'fortiflora', 'kaolin', 'bland diet', 'gastrointestinal diet', 'fluids', 'lactated ringer'], why: 'supportive care for the gut' },
    ],
    // NSAIDs irritate and ulcerate the stomach and gut and themselves cause vomiting and diarrhea:
    // not offered to a pet with gut signs, even for a limp stated beside them.
    avoid: ['nsaid'],
  },
  {
    id: 'skin',
    label: 'Skin problem or itching',
    triggers: [/\bitch\w*/i, /\bprurit\w*/i, /\bscratch\w*/i, /\balopecia\b/i, /\bhair loss\b/i, /\brash\b/i, /\bhot spots?\b/i, /\bdermatitis\b/i, /\blick\w* (?:at )?(?:paws?|feet|skin)\b/i, /\bskin (?:lesions?|infection|rash|problems?|issues?|allerg\w*)\b/i, /\bpustules?\b/i, /\bfleas?\b/i, /\bscabs?\b/i],
    caseIds: [1],
    targets: [
      { kinds: ['diagnostic'], terms: ['skin cytology', 'cytology', 'skin scraping', 'tape impression', 'dermatophyte', 'fungal culture', 'trichogram'], categories: ['cytology'], why: 'skin cytology or a scraping finds bacteria, yeast and mites' },
      { kinds: MEDS, terms: ['oclacitinib', 'apoquel', 'lokivetmab', 'cytopoint', 'antihistamine', 'cetirizine', 'diphenhydramine', 'prednisolone', 'anti-pruritic', 'antipruritic'], categories: ['dermatologic'], why: 'an anti-pruritic relieves the itch' },
      { kinds: MEDS, terms: ['chlorhexidine', 'medicated shampoo', 'flea', 'selamectin', 'fluralaner', 'bravecto', 'simparica', 'nexgard'], categories: ['antiparasitic'], why: 'topical care and parasite control for the skin' },
      { kinds: ['inventory'], terms: ['e-collar', 'cone', 'elizabethan collar'], why: 'a collar stops licking and scratching' },
    ],
  },
  {
    id: 'ears',
    label: 'Ear problem',
    triggers: [/\bear (?:infection|discharge|odou?r|mites?|pain)s?\b/i, /\b(?:red|inflamed|smelly|dirty|painful|itchy|waxy) ears?\b/i, /\b(?:scratching|pawing) at (?:the |his |her |its )?ears?\b/i, /\botitis\b/i, /\bhead shak\w*/i, /\bshaking (?:the |his |her |its )?head\b/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['ear cytology', 'otic cytology', 'cytology', 'otoscopy', 'ear swab'], categories: ['cytology'], why: 'ear cytology shows yeast, bacteria or mites' },
      { kinds: MEDS, terms: ['ear cleaner', 'otic', 'otomax', 'mometamax', 'posatex', 'osurnia', 'claro', 'epi-otic'], categories: ['otic'], why: 'an otic medication treats the ear canal' },
    ],
  },
  {
    id: 'respiratory',
    label: 'Cough or breathing problem',
    triggers: [/\bcough\w*/i, /\bhonk\w*/i, /\bwheez\w*/i, /\bdyspn\w*/i, /\btachypn\w*/i, /\bbreathing (?:hard|heavy|fast|difficult\w*)\b/i, /\bdifficulty breathing\b/i, /\bcrackles\b/i, /\bpneumonia\b/i, /\bkennel cough\b/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['thoracic radiographs', 'chest radiographs', 'thoracic', 'chest x-ray', 'chest'], why: 'thoracic radiographs show the lungs, airways and heart' },
      { kinds: ['diagnostic'], terms: ['heartworm', 'respiratory panel', 'pcr'], why: 'heartworm disease and infections cause coughing' },
      { kinds: MEDS, terms: ['doxycycline', 'hydrocodone', 'butorphanol', 'cough suppressant', 'dextromethorphan', 'bronchodilator', 'theophylline'], why: 'treats infectious or airway cough' },
    ],
  },
  {
    id: 'lameness',
    label: 'Lameness or joint pain',
    triggers: [/\blimp\w*/i, /\blame\w*/i, /\bstiff\w*/i, /\barthriti\w*/i, /\bjoint pain\b/i, /\bnot bearing weight\b/i, /\bnon[- ]weight[- ]bearing\b/i, /\breluctan\w* to (?:jump|climb|walk)\b/i, /\bosteoarthritis\b/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['radiograph', 'x-ray', 'xray', 'orthopedic'], categories: ['imaging'], why: 'radiographs show bones and joints' },
      { kinds: MEDS, terms: ['carprofen', 'meloxicam', 'robenacoxib', 'grapiprant', 'galliprant', 'nsaid', 'gabapentin', 'amantadine', 'librela', 'solensia'], categories: ['anti-inflammatory (nsaid)', 'analgesic'], why: 'pain relief and anti-inflammatory treatment' },
    ],
  },
  {
    id: 'urinary',
    label: 'Urinary signs or increased thirst',
    triggers: [/\bPU\/PD\b/i, /\bpolyuria\b/i, /\bpolydipsia\b/i, /\bdrinking (?:a lot|more|excessively)\b/i, /\bincreased (?:thirst|urination|drinking)\b/i, /\burinating (?:more|frequently|a lot|often|in the house|blood)\b/i, /\binappropriate urination\b/i, /\bstraining to (?:urinate|pee)\b/i, /\bhematuria\b/i, /\bblood in (?:the )?urine\b/i, /\bUTI\b/, /\bcystitis\b/i, /\bkidney\b/i, /\brenal\b/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['urinalysis', 'urine culture', 'urine'], categories: ['urinalysis'], why: 'a urinalysis looks for infection, crystals and concentrating ability' },
      { kinds: ['diagnostic'], terms: ['chemistry', 'biochemistry', 'sdma', 'thyroid', 't4'], categories: ['chemistry'], why: 'a chemistry panel checks the kidneys, liver and blood sugar' },
      { kinds: MEDS, terms: ['amoxicillin', 'clavulanate', 'cephalexin', 'enrofloxacin', 'urinary diet', 'renal diet'], categories: ['antibiotic'], why: 'treats a urinary infection once confirmed' },
    ],
  },
  {
    id: 'dental',
    label: 'Dental disease',
    triggers: [/\bdental (?:disease|tartar|calculus|cleaning|pain)\b/i, /\bbroken (?:tooth|teeth)\b/i, /\btartar\b/i, /\bcalculus\b/i, /\bgingivitis\b/i, /\bhalitosis\b/i, /\bbad breath\b/i, /\bperiodont\w*/i],
    targets: [
      { kinds: ['service'], terms: ['dental cleaning', 'dental', 'prophylaxis', 'scaling'], categories: ['dental'], why: 'a dental cleaning treats tartar and gum disease' },
      { kinds: ['diagnostic'], terms: ['dental radiographs', 'pre-anesthetic', 'preanesthetic', 'chemistry'], why: 'pre-anesthetic bloodwork and dental radiographs before a cleaning' },
    ],
  },
  {
    id: 'eyes',
    label: 'Eye problem',
    triggers: [/\beye (?:discharge|infection|redness|ulcer|pain)s?\b/i, /\b(?:red|cloudy|swollen|runny|goopy|painful|squinty) eyes?\b/i, /\bdischarge from (?:the |his |her |its |both )?eyes?\b/i, /\bocular discharge\b/i, /\bsquint\w*/i, /\bconjunctiv\w*/i, /\bcorneal?\b/i, /\bblepharospasm\b/i, /\bepiphora\b/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['fluorescein', 'schirmer', 'tear test', 'tonometry', 'eye pressure', 'ophthalmic exam'], why: 'eye tests look for ulcers, dry eye and glaucoma' },
      { kinds: MEDS, terms: ['ophthalmic', 'eye drops', 'eye ointment', 'terramycin', 'neopolybac', 'ofloxacin'], why: 'an ophthalmic medication treats the eye' },
    ],
  },
  {
    id: 'systemic',
    label: 'Lethargy, poor appetite or weight loss',
    triggers: [/\bletharg\w*/i, /\binappeten\w*/i, /\banorexi\w*/i, /\bnot eating\b/i, /\bpoor appetite\b/i, /\bdecreased appetite\b/i, /\bweight loss\b/i, /\blosing weight\b/i, /\bweak\w*/i, /\bfever\w*/i, /\bpyrexi\w*/i, /\bdehydrat\w*/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['complete blood count', 'cbc'], categories: ['hematology'], why: 'a CBC looks for infection, anemia and inflammation' },
      { kinds: ['diagnostic'], terms: ['chemistry', 'biochemistry'], categories: ['chemistry'], why: 'a chemistry panel checks organ function' },
      { kinds: ['diagnostic'], terms: ['urinalysis'], categories: ['urinalysis'], why: 'a urinalysis completes the minimum database' },
      { kinds: ['service'], terms: ['sick exam', 'hospitalization', 'fluid therapy'], why: 'an unwell pet needs a full examination' },
    ],
  },
  {
    id: 'neurologic',
    label: 'Seizures or neurologic signs',
    triggers: [/\bseizur\w*/i, /\bconvuls\w*/i, /\bfits?\b/i, /\bataxi\w*/i, /\btremor\w*/i, /\bhead tilt\b/i, /\bnystagmus\b/i, /\bcollaps\w*/i],
    targets: [
      { kinds: ['diagnostic'], terms: ['chemistry', 'glucose', 'electrolytes', 'bile acids'], categories: ['chemistry'], why: 'bloodwork looks for metabolic causes of seizures' },
      { kinds: MEDS, terms: ['phenobarbital', 'levetiracetam', 'keppra', 'diazepam', 'midazolam', 'anticonvulsant', 'zonisamide'], categories: ['anticonvulsant'], why: 'an anticonvulsant controls seizures' },
    ],
  },
  {
    id: 'wound',
    label: 'Wound or laceration',
    triggers: [/\bwounds?\b/i, /\blacerat\w*/i, /\babscess\w*/i, /\bbite wounds?\b/i, /\bpuncture\w*/i, /\bcut\b/i],
    targets: [
      { kinds: MEDS, terms: ['amoxicillin', 'clavulanate', 'cephalexin', 'clindamycin', 'antibiotic'], categories: ['antibiotic'], why: 'an antibiotic prevents or treats wound infection' },
      { kinds: ['inventory'], terms: ['bandage', 'gauze', 'e-collar', 'wound'], why: 'wound care supplies' },
      { kinds: MEDS, terms: ['carprofen', 'meloxicam', 'analgesic'], categories: ['analgesic'], why: 'pain relief for the wound' },
    ],
  },
  {
    id: 'wellness',
    label: 'General health check',
    triggers: [/\bwellness\b/i, /\bannual (?:exam|check\w*|visit)\b/i, /\bcheck[- ]?up\b/i, /\bvaccin\w*/i, /\bbooster\w*/i],
    caseIds: [2],
    targets: [
      { kinds: ['service'], terms: ['wellness exam', 'wellness', 'annual exam', 'physical examination'], why: 'a nose-to-tail wellness examination' },
      { kinds: ['diagnostic'], terms: ['heartworm', 'fecal', 'wellness panel'], why: 'yearly screening tests' },
    ],
  },
];

export const CASE_NAMES: Record<number, string> = { 1: 'Skin', 2: 'General health', 3: 'Vomiting', 4: 'Diarrhea' };
