// The rules engine's template parser for the template builder (PLAN-19 decision 6): turns a
// document's text into template content `[{ section, value, fields: [{ name, hint }] }]`.
//   - a line `Section: field, field` is a section with those fields;
//   - a heading (`# …`, an ALL CAPS line, or a line ending with ':') followed by a bullet or
//     numbered list is a section whose items are its fields (`- Weight: in kg` → field Weight,
//     hint 'in kg'); an item with a more indented list under it is a sub-section 'Parent › Child';
//     text lines under a heading are its guidance (`value`);
//   - `Name:` / `Template name:` and `Description:` lines name and describe the template, as does a
//     first `# ` heading without a list.
// Nothing recognisable (no section with a field) → null: the caller answers success false.

export interface ParsedField {
  name: string;
  hint: string;
}
export interface ParsedSection {
  section: string;
  value: string;
  fields: ParsedField[];
}
export interface ParsedTemplate {
  name?: string;
  description?: string;
  sections: ParsedSection[];
}

export const MAX_SECTIONS = 50;
export const MAX_FIELDS = 100;
export const MAX_NAME_CHARS = 120;

const BULLET = /^(\s*)(?:[-*•●▪◦‣+]|\d{1,3}[.)]|[a-z][.)])\s+(.+)$/i;
const NAME_LINE = /^\s*(?:template\s+name|template|name|title)\s*:\s*(.+)$/i;
const DESCRIPTION_LINE = /^\s*description\s*:\s*(.+)$/i;
const SECTION_LINE = /^\s*([A-Za-z][^:]{0,80}?)\s*:\s*(.+)$/;

const clip = (value: string) => value.trim().slice(0, MAX_NAME_CHARS).trim();
const wordCount = (value: string) => value.trim().split(/\s+/).filter(Boolean).length;
const stripMarkup = (value: string) => value.replace(/\*\*|__|`/g, '').replace(/^\[[ xX]\]\s*/, '').trim();

/** A short label: a section or field name, not a sentence. */
const isLabel = (value: string, maxWords: number) => {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 80 && wordCount(trimmed) <= maxWords && !/[.!?]\s+\S/.test(trimmed) && /[a-z]/i.test(trimmed);
};

const WHITE_SPACE = /\s/;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
const isWhiteSpace = (char: string | undefined) => char !== undefined && WHITE_SPACE.test(char);

/**
 * A markdown heading `## Text ##`: its level (1–6) and text (closing hashes and white space
 * dropped). Read char by char, matching what /^\s*(#{1,6})\s+(.+?)\s*#*\s*$/ matched: that
 * expression backtracked cubically over a long run of white space inside a line.
 */
export function markdownHeading(line: string): { level: number; text: string } | null {
  let at = 0;
  while (isWhiteSpace(line[at])) at += 1;
  const hashes = at;
  while (line[at] === '#') at += 1;
  const level = at - hashes;
  if (level < 1 || level > 6 || !isWhiteSpace(line[at])) return null;
  const afterHashes = at;
  while (isWhiteSpace(line[at])) at += 1;
  if (at === line.length) {
    // Only white space follows: the text is its last character that is not a line terminator, after at least one.
    for (let last = line.length - 1; last > afterHashes; last -= 1) if (!LINE_TERMINATOR.test(line[last]!)) return { level, text: line[last]! };
    return null;
  }
  // The text ends before the longest tail of white space, hashes and white space; it keeps at least one character.
  let end = line.length;
  while (end > at && isWhiteSpace(line[end - 1])) end -= 1;
  while (end > at && line[end - 1] === '#') end -= 1;
  while (end > at && isWhiteSpace(line[end - 1])) end -= 1;
  const text = line.slice(at, Math.max(end, at + 1));
  return LINE_TERMINATOR.test(text) ? null : { level, text };
}

function headingOf(line: string): string | null {
  const markdown = markdownHeading(line);
  if (markdown) return stripMarkup(markdown.text).replace(/:$/, '').trim() || null;
  const trimmed = stripMarkup(line);
  if (BULLET.test(line)) return null;
  // ALL CAPS line: at least two letters and no lower case.
  if (/[A-Z]{2,}/.test(trimmed) && !/[a-z]/.test(trimmed) && isLabel(trimmed, 8)) return trimmed.replace(/:$/, '').trim();
  if (trimmed.endsWith(':') && isLabel(trimmed.slice(0, -1), 8)) return trimmed.slice(0, -1).trim();
  return null;
}

function fieldOf(item: string): ParsedField | null {
  const text = stripMarkup(item);
  if (!text) return null;
  const split = /^([^:–—]{1,80}?)\s*(?::|\s[–—-]\s)\s*(.*)$/.exec(text);
  if (split && isLabel(split[1]!, 8)) return { name: clip(split[1]!), hint: split[2]!.trim() };
  return { name: clip(text), hint: '' };
}

function sectionLineOf(line: string): ParsedSection | null {
  if (BULLET.test(line)) return null;
  const match = SECTION_LINE.exec(stripMarkup(line));
  if (!match) return null;
  const name = match[1]!.trim();
  if (!isLabel(name, 6)) return null;
  const items = match[2]!.split(/[,;]/).map((item) => stripMarkup(item)).filter(Boolean);
  if (!items.length || !items.every((item) => isLabel(item, 6) && item.length <= 60)) return null;
  return { section: clip(name), value: '', fields: items.map((item) => ({ name: clip(item), hint: '' })) };
}

interface OpenSection extends ParsedSection {
  guidance: string[];
}

const SUB_SECTION = ' › ';

/**
 * The names X for which some section is named `X › …`: every prefix of a name that ends before a
 * ' › ' in it. Names are at most MAX_NAME_CHARS long, so this is linear in the sections (comparing
 * every pair of sections was quadratic).
 */
function sectionsWithSubSections(sections: ParsedSection[]): Set<string> {
  const parents = new Set<string>();
  for (const { section } of sections) {
    for (let at = section.indexOf(SUB_SECTION); at !== -1; at = section.indexOf(SUB_SECTION, at + 1)) parents.add(section.slice(0, at));
  }
  return parents;
}

/** The template a document describes, or null when it has no section with a field. */
export function parseTemplate(text: string): ParsedTemplate | null {
  // U+2028 and U+2029 separate lines too: kept inside a line, the expressions' `(.+)$` could not
  // match across them and backtracked quadratically over the white space before them.
  const lines = text.replace(/\r\n?/g, '\n').split(/[\n\u2028\u2029]/);
  const result: ParsedTemplate = { sections: [] };
  const sections: OpenSection[] = [];
  let current: OpenSection | null = null;
  // The bullet (with its indentation) each deeper list hangs from: 'Parent › Child' sub-sections.
  let parentBullet: { indent: number; name: string; section: OpenSection } | null = null;
  let topSection: OpenSection | null = null;
  let firstHeadingLevel1: string | null = null;

  const open = (name: string): OpenSection => {
    const section: OpenSection = { section: clip(name), value: '', fields: [], guidance: [] };
    sections.push(section);
    return section;
  };

  // Each line's next non-blank line, found once from the end: looking ahead from every line was quadratic.
  const nextNonBlank: (string | undefined)[] = new Array(lines.length);
  for (let index = lines.length - 1, next: string | undefined; index >= 0; index -= 1) {
    nextNonBlank[index] = next;
    if (lines[index]!.trim()) next = lines[index];
  }

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (!line.trim()) continue;

    const nameLine = NAME_LINE.exec(line);
    if (nameLine && !current?.fields.length && !result.name) {
      result.name = clip(stripMarkup(nameLine[1]!));
      continue;
    }
    const descriptionLine = DESCRIPTION_LINE.exec(line);
    if (descriptionLine && !result.description) {
      result.description = stripMarkup(descriptionLine[1]!).slice(0, 1000);
      continue;
    }

    const bullet = BULLET.exec(line);
    if (bullet && current) {
      const indent = bullet[1]!.replace(/\t/g, '    ').length;
      const next = nextNonBlank[index];
      const nextBullet = next ? BULLET.exec(next) : null;
      const nextIndent = nextBullet ? nextBullet[1]!.replace(/\t/g, '    ').length : -1;
      if (parentBullet && indent <= parentBullet.indent) {
        current = parentBullet.section;
        parentBullet = null;
      }
      if (nextBullet && nextIndent > indent) {
        // An item with a list under it: a sub-section 'Parent › Child'.
        const parent: OpenSection = topSection ?? current;
        const name = fieldOf(bullet[2]!)?.name ?? bullet[2]!;
        parentBullet = { indent, name, section: parent };
        current = open(`${parent.section} › ${name}`);
        continue;
      }
      const field = fieldOf(bullet[2]!);
      if (field) current.fields.push(field);
      continue;
    }

    const sectionLine = markdownHeading(line) ? null : sectionLineOf(line);
    if (sectionLine) {
      parentBullet = null;
      current = null;
      topSection = null;
      sections.push({ ...sectionLine, guidance: [] });
      continue;
    }

    const heading = headingOf(line);
    if (heading) {
      const level = markdownHeading(line)?.level ?? 0;
      const next = nextNonBlank[index];
      if (level === 1 && firstHeadingLevel1 === null && !sections.length && (!next || !BULLET.test(next))) {
        firstHeadingLevel1 = heading;
        continue;
      }
      parentBullet = null;
      current = open(heading);
      topSection = current;
      continue;
    }

    if (current) current.guidance.push(stripMarkup(line));
  }

  if (!result.name && firstHeadingLevel1) result.name = clip(firstHeadingLevel1);
  const parents = sectionsWithSubSections(sections);
  const finished = sections
    .map(({ guidance, ...section }) => ({ ...section, value: guidance.join(' ').slice(0, 5000), fields: section.fields.slice(0, MAX_FIELDS) }))
    // A heading that only opened sub-sections carries nothing of its own.
    .filter((section) => section.fields.length || section.value || !parents.has(section.section))
    .slice(0, MAX_SECTIONS);
  if (!finished.some((section) => section.fields.length)) return null;
  result.sections = finished;
  return result;
}
