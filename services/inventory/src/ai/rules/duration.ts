// How long the complaint has lasted, read from the note ('x3 days', '2 wks', 'since Tuesday',
// 'yesterday', 'this morning', 'for a month') and put in the form's five buckets:
// under 1 day Acute, 1 to 3 days Gradual, over 3 to 7 Progressing, over 7 to under 10 Static,
// 10 days or more Worsening.
export type DurationBucket = 'Acute' | 'Gradual' | 'Progressing' | 'Static' | 'Worsening';

/** How the subjective form shows each bucket (spec 002 section 5): the note prints these, never the codes. */
export const DURATION_LABELS: Record<DurationBucket, string> = {
  Acute: '<1 day',
  Gradual: '1-3 days',
  Progressing: '3-7 days',
  Static: '7-10 days',
  Worsening: '10+ days',
};

/** A duration as the form shows it; anything that is not a bucket's code is kept as it was written. */
export const durationLabel = (duration: string): string => (Object.hasOwn(DURATION_LABELS, duration) ? DURATION_LABELS[duration as DurationBucket] : duration);

export function bucketOf(days: number): DurationBucket {
  if (days < 1) return 'Acute';
  if (days <= 3) return 'Gradual';
  if (days <= 7) return 'Progressing';
  if (days < 10) return 'Static';
  return 'Worsening';
}

export interface DurationMention {
  days: number;
  text: string;
  start: number;
  end: number;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, thirty: 30,
  couple: 2, 'a couple': 2, 'a couple of': 2, 'couple of': 2, few: 3, 'a few': 3, several: 5, half: 0.5, 'a half': 0.5,
};
const UNIT_DAYS: Record<string, number> = { fortnight: 14, fortnights: 14, h: 1 / 24, hr: 1 / 24, hrs: 1 / 24, hour: 1 / 24, hours: 1 / 24, d: 1, day: 1, days: 1, w: 7, wk: 7, wks: 7, week: 7, weeks: 7, mo: 30, mos: 30, month: 30, months: 30, y: 365, yr: 365, yrs: 365, year: 365, years: 365 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const WORDS = String.raw`(a\s+couple(?:\s+of)?|couple(?:\s+of)?|a\s+few|few|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|thirty|half|a\s+half)`;
const UNIT = String.raw`(hours?|hrs?|h|days?|d|weeks?|wks?|w|fortnights?|months?|mos?|years?|yrs?|y)`;
const LONG_UNIT = String.raw`(hours?|hrs?|days?|weeks?|wks?|fortnights?|months?|mos?|years?|yrs?)`;

// 'x3 days', 'x 3d', 'X2 wks', '3 days', 'for 2 weeks', '2-3 days' (the longer end), '48 hours',
// 'a couple of days'; one-letter units only after a digit ('3d', not the 'd' of 'and').
export const COUNTED_DURATION = new RegExp(
  String.raw`(?<![\w.])(?:x\s*)?(?:\d+\s*(?:-|to)\s*)?(?:(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:and\s+a\s+half\s+)?${UNIT}|${WORDS}[\s-]+(?:and\s+a\s+half\s+)?${LONG_UNIT})(?![a-z/])(?:\s+and\s+a\s+half\b)?(?!\s*(?:old|of\s+age))`,
  'gi',
);

const PATTERNS: { pattern: RegExp; days: (match: RegExpExecArray, now: Date) => number | null }[] = [
  // 'a day or two', 'a week or so': the longer reading (before the counted 'a day').
  {
    pattern: /\ban?\s+(day|week|month)\s+or\s+(two|so)\b/gi,
    days: (m) => ({ day: 1, week: 7, month: 30 })[m[1].toLowerCase() as 'day' | 'week' | 'month'] * (m[2].toLowerCase() === 'two' ? 2 : 1),
  },
  {
    pattern: COUNTED_DURATION,
    days: (m) => {
      const raw = (m[1] ?? m[3]).toLowerCase().replace(/\s+/g, ' ');
      const count = /\d/.test(raw) ? Number(raw) : WORD_NUMBERS[raw];
      const unit = UNIT_DAYS[(m[2] ?? m[4]).toLowerCase()];
      if (count === undefined || unit === undefined) return null;
      const half = /and\s+a\s+half/i.test(m[0]) ? 0.5 : 0;
      return (count + half) * unit;
    },
  },
  { pattern: /\b(?:this\s+(?:morning|afternoon|evening)|today|tonight|last\s+(?:night|evening)|overnight|few\s+hours|an?\s+hour\s+ago|this\s+am|this\s+pm|acute(?:ly)?(?:\s+onset)?|sudden(?:ly)?|since\s+(?:midnight|noon|\d{1,2}(?::\d{2})?\s*(?:am|pm)))\b/gi, days: () => 0.5 },
  { pattern: /\b(?:since\s+)?yesterday\b/gi, days: () => 1 },
  // Nurses' shorthand for days, weeks and months: 'x 3/7' (three days), '2/52' (two weeks), '3/12'
  // (three months); after 'x', 'for' or 'past', or on its own for weeks (no date has a 52) and a
  // count of days under 7, so a date ('3/7/2026', '5/12') is not read.
  {
    pattern: /(?:\bx\s*|\b(?:for|past|last)\s+)?(?<![\d/])(\d{1,2})\s*\/\s*(7|52|12)(?![\d/])/gi,
    days: (m) => {
      const count = Number(m[1]);
      const per = { '7': 1, '52': 7, '12': 30 }[m[2] as '7' | '52' | '12'];
      const prefixed = /^(?:x|for|past|last)/i.test(m[0]);
      if (!prefixed && !(m[2] === '52' || (m[2] === '7' && count < 7))) return null;
      return count * per;
    },
  },
  { pattern: /\b(?:over\s+the\s+|this\s+(?:past\s+)?|since\s+the\s+)?weekend\b/gi, days: () => 2 },
  { pattern: /\b(?:since\s+)?last\s+week\b/gi, days: () => 7 },
  { pattern: /\b(?:since\s+)?last\s+month\b/gi, days: () => 30 },
  // 'for the past month', 'over the last week': one of them.
  {
    pattern: /\b(?:the\s+)?(?:past|last)\s+(day|week|month|year)\b/gi,
    days: (m) => ({ day: 1, week: 7, month: 30, year: 365 })[m[1].toLowerCase() as 'day' | 'week' | 'month' | 'year'],
  },
  { pattern: /\b(?:chronic(?:ally)?|long[\s-]?standing|on\s+and\s+off(?:\s+for\s+(?:weeks|months|years))?|for\s+ages|ongoing\s+for\s+months|recurrent)\b/gi, days: () => 60 },
  // Weeks, months or years without a number ('for months', 'over the past weeks'): at least two of
  // them, so 14, 60 and 730 days (Worsening, like 'chronic').
  {
    pattern: /\b(?:for|over\s+(?:the\s+)?(?:past|last)|(?:in\s+)?the\s+(?:past|last))\s+(?:many\s+)?(weeks|months|years)\b/gi,
    days: (m) => ({ weeks: 14, months: 60, years: 730 })[m[1].toLowerCase() as 'weeks' | 'months' | 'years'],
  },
  {
    pattern: /\b(?:since|on|started|began|starting)\s+(?:last\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)\b/gi,
    days: (m, now) => {
      const name = m[1].toLowerCase();
      const day = WEEKDAYS.findIndex((weekday) => weekday.startsWith(name.slice(0, 3)));
      if (day < 0) return null;
      // The most recent such day before today; today's own weekday means a week ago.
      const back = (now.getDay() - day + 7) % 7 || 7;
      return back;
    },
  },
];

const MORE_THAN = /(?:\bover|\bmore\s+than|\blonger\s+than|>)\s*$/i;

/** Every duration the text states, in order of appearance (overlaps: the first pattern wins). */
export function findDurations(text: string, now: Date = new Date()): DurationMention[] {
  const found: DurationMention[] = [];
  // Which characters a duration already covers: an overlap is the first pattern's (a scan of every
  // duration found for each new one was quadratic in a note of many).
  const covered = new Uint8Array(text.length);
  for (const { pattern, days } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = days(match as RegExpExecArray, now);
      if (value === null) continue;
      const start = match.index;
      const end = start + match[0].length;
      if (covered.subarray(start, end).includes(1)) continue;
      covered.fill(1, start, end);
      // 'for over a week', 'more than 3 days': past the bucket's edge.
      const beyond = MORE_THAN.test(text.slice(Math.max(0, start - 12), start)) ? 0.01 : 0;
      found.push({ days: value + beyond, text: match[0], start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
