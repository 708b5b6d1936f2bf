// Veterinary brand names → generic names (the analysis lists generic names) and the generic names
// the rules engine recognises on their own. Combination products keep their actives joined with
// ' + ' so the comma-separated medication list stays one entry per product.
export const BRAND_TO_GENERIC: Record<string, string> = {
  apoquel: 'oclacitinib',
  rimadyl: 'carprofen',
  vetprofen: 'carprofen',
  novox: 'carprofen',
  cerenia: 'maropitant',
  bravecto: 'fluralaner',
  nexgard: 'afoxolaner',
  'nexgard spectra': 'afoxolaner + milbemycin oxime',
  'nexgard plus': 'afoxolaner + moxidectin + pyrantel',
  'simparica trio': 'sarolaner + moxidectin + pyrantel',
  simparica: 'sarolaner',
  credelio: 'lotilaner',
  heartgard: 'ivermectin',
  'heartgard plus': 'ivermectin + pyrantel',
  interceptor: 'milbemycin oxime',
  sentinel: 'milbemycin oxime + lufenuron',
  trifexis: 'spinosad + milbemycin oxime',
  comfortis: 'spinosad',
  proheart: 'moxidectin',
  revolution: 'selamectin',
  'revolution plus': 'selamectin + sarolaner',
  frontline: 'fipronil',
  advantage: 'imidacloprid',
  'advantage multi': 'imidacloprid + moxidectin',
  advocate: 'imidacloprid + moxidectin',
  seresto: 'imidacloprid + flumethrin',
  clavamox: 'amoxicillin-clavulanate',
  augmentin: 'amoxicillin-clavulanate',
  metacam: 'meloxicam',
  loxicom: 'meloxicam',
  vetmedin: 'pimobendan',
  proin: 'phenylpropanolamine',
  cytopoint: 'lokivetmab',
  galliprant: 'grapiprant',
  librela: 'bedinvetmab',
  solensia: 'frunevetmab',
  previcox: 'firocoxib',
  deramaxx: 'deracoxib',
  onsior: 'robenacoxib',
  convenia: 'cefovecin',
  baytril: 'enrofloxacin',
  zeniquin: 'marbofloxacin',
  simplicef: 'cefpodoxime',
  antirobe: 'clindamycin',
  flagyl: 'metronidazole',
  pepcid: 'famotidine',
  prilosec: 'omeprazole',
  carafate: 'sucralfate',
  reglan: 'metoclopramide',
  imodium: 'loperamide',
  lasix: 'furosemide',
  salix: 'furosemide',
  fortekor: 'benazepril',
  enacard: 'enalapril',
  semintra: 'telmisartan',
  soloxine: 'levothyroxine',
  thyro_tabs: 'levothyroxine',
  tapazole: 'methimazole',
  felimazole: 'methimazole',
  vetsulin: 'insulin',
  prozinc: 'insulin',
  keppra: 'levetiracetam',
  atopica: 'cyclosporine',
  benadryl: 'diphenhydramine',
  zyrtec: 'cetirizine',
  claritin: 'loratadine',
  mirataz: 'mirtazapine',
  entyce: 'capromorelin',
  vetoryl: 'trilostane',
  incurin: 'estriol',
  sileo: 'dexmedetomidine',
  panacur: 'fenbendazole',
  drontal: 'praziquantel + pyrantel',
  droncit: 'praziquantel',
  capstar: 'nitenpyram',
  prozac: 'fluoxetine',
  reconcile: 'fluoxetine',
  clomicalm: 'clomipramine',
  neurontin: 'gabapentin',
  desyrel: 'trazodone',
  flovent: 'fluticasone',
  ventolin: 'albuterol',
  elura: 'capromorelin',
  adequan: 'polysulfated glycosaminoglycan',
  osurnia: 'florfenicol + terbinafine + betamethasone',
  claro: 'florfenicol + terbinafine + mometasone',
  mometamax: 'gentamicin + mometasone + clotrimazole',
  otomax: 'gentamicin + betamethasone + clotrimazole',
  posatex: 'orbifloxacin + mometasone + posaconazole',
  surolan: 'miconazole + polymyxin b + prednisolone',
  iverhart: 'ivermectin + pyrantel',
  'bravecto plus': 'fluralaner + moxidectin',
  'credelio plus': 'lotilaner + milbemycin oxime',
  percorten: 'desoxycorticosterone pivalate',
  zycortal: 'desoxycorticosterone pivalate',
  lantus: 'insulin',
  temaril: 'trimeprazine + prednisolone',
  'temaril-p': 'trimeprazine + prednisolone',
  'pepto bismol': 'bismuth subsalicylate',
  'pepto-bismol': 'bismuth subsalicylate',
  pepto: 'bismuth subsalicylate',
  kaopectate: 'bismuth subsalicylate',
};

/** Generic names recognised as written (brand-free notes). */
export const GENERICS: string[] = [
  'gabapentin', 'trazodone', 'prednisone', 'prednisolone', 'dexamethasone', 'methylprednisolone', 'metronidazole', 'amoxicillin',
  'amoxicillin-clavulanate', 'cephalexin', 'cefpodoxime', 'doxycycline', 'enrofloxacin', 'marbofloxacin', 'clindamycin', 'azithromycin',
  'famotidine', 'omeprazole', 'sucralfate', 'maropitant', 'ondansetron', 'metoclopramide', 'mirtazapine', 'capromorelin', 'furosemide',
  'enalapril', 'benazepril', 'telmisartan', 'amlodipine', 'pimobendan', 'spironolactone', 'levothyroxine', 'methimazole', 'insulin',
  'phenobarbital', 'levetiracetam', 'zonisamide', 'potassium bromide', 'tramadol', 'buprenorphine', 'carprofen', 'meloxicam', 'robenacoxib',
  'firocoxib', 'deracoxib', 'grapiprant', 'oclacitinib', 'lokivetmab', 'cyclosporine', 'fluoxetine', 'clomipramine', 'diphenhydramine',
  'cetirizine', 'loratadine', 'hydroxyzine', 'chlorpheniramine', 'ursodiol', 'selegiline', 'trilostane', 'phenylpropanolamine',
  'diethylstilbestrol', 'fenbendazole', 'praziquantel', 'pyrantel', 'ivermectin', 'selamectin', 'fluralaner', 'afoxolaner', 'sarolaner',
  'lotilaner', 'fipronil', 'imidacloprid', 'moxidectin', 'milbemycin oxime', 'spinosad', 'lufenuron', 'nitenpyram', 'lactulose',
  'loperamide', 'tylosin', 'sulfasalazine', 'budesonide', 'chlorambucil', 'theophylline', 'hydrocodone', 'butorphanol', 'acepromazine',
  'alprazolam', 'cisapride', 'amitriptyline', 'glipizide', 'sildenafil', 'clopidogrel', 'atenolol', 'diltiazem', 'digoxin', 'misoprostol',
  'fluticasone', 'albuterol', 'amantadine', 'cefovecin', 'bedinvetmab', 'frunevetmab', 'tacrolimus', 'terbinafine', 'itraconazole',
  'fluconazole', 'ketoconazole', 'mupirocin', 'toceranib', 'aminophylline', 'torsemide', 'bismuth subsalicylate',
];

export interface DrugMention {
  /** The generic name(s) of the product. */
  generic: string;
  /** The words of the note that named it. */
  text: string;
  start: number;
  end: number;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longer names first so 'simparica trio' wins over 'simparica', 'heartgard plus' over 'heartgard'.
const NAMES: [string, string][] = ([
  ...Object.entries(BRAND_TO_GENERIC).map(([brand, generic]) => [brand.replace(/_/g, '-'), generic] as [string, string]),
  ...GENERICS.map((generic) => [generic, generic] as [string, string]),
  ['clav amox', 'amoxicillin-clavulanate'],
  ['amox-clav', 'amoxicillin-clavulanate'],
  ['amoxicillin/clavulanate', 'amoxicillin-clavulanate'],
  ['pred', 'prednisone'],
  ['pheno', 'phenobarbital'],
  ['gaba', 'gabapentin'],
  ['metro', 'metronidazole'],
  ['kbr', 'potassium bromide'],
] satisfies [string, string][]).sort((a, b) => b[0].length - a[0].length);

export const DRUG_PATTERN = new RegExp(`(?<![\\w-])(${NAMES.map(([name]) => escape(name).replace(/\\ /g, '\\s+').replace(/ /g, '\\s+')).join('|')})(?![\\w-])`, 'gi');
const LOOKUP = new Map(NAMES.map(([name, generic]) => [name.toLowerCase(), generic]));

/** Every product named in the text (brand or generic), in order, overlapping names resolved longest first. */
export function findDrugs(text: string): DrugMention[] {
  const found: DrugMention[] = [];
  for (const match of text.matchAll(DRUG_PATTERN)) {
    const key = match[0].toLowerCase().replace(/\s+/g, ' ');
    const generic = LOOKUP.get(key);
    if (generic) found.push({ generic, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The generic name of a brand or generic, or null when the name is not known. */
export function genericName(name: string): string | null {
  return LOOKUP.get(name.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** The leading word of a catalogue product as a whole word of a note. */
export function catalogueProductPattern(head: string): RegExp {
  return new RegExp(`(?<![\\w-])${escape(head)}(?![\\w-])`, 'i');
}

/**
 * Product names of a catalogue (the clinic's medications, or the names a subjective-form link
 * carries) that the text names: the product's leading word (its brand or generic, at least four
 * letters, e.g. 'Vetprofen' of 'Vetprofen 75 mg chewable') appears as a whole word. Lets the engine
 * recognise what a clinic stocks beyond the built-in table.
 */
export function findCatalogueProducts(text: string, productNames: string[]): { name: string; generic: string; text: string; start: number; end: number }[] {
  const found: { name: string; generic: string; text: string; start: number; end: number }[] = [];
  const seen = new Set<string>();
  for (const product of productNames) {
    const head = product.trim().split(/[\s(,/]+/)[0]?.replace(/[^a-zA-Z-]/g, '');
    if (!head || head.length < 4) continue;
    const key = head.toLowerCase();
    if (seen.has(key)) continue;
    const match = catalogueProductPattern(head).exec(text);
    if (!match) continue;
    seen.add(key);
    found.push({ name: product, generic: genericName(head) ?? head.toLowerCase(), text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}
