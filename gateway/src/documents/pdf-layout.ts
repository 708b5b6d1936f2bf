// The parts every PDF document shares (spec 002 section 2.9): an A4 page with the clinic's
// letterhead, the pet and parent block, section headings, tables whose columns are given as
// percentages of the text width and that continue on the next page with their heading row,
// dates as MM/DD/YYYY in the clinic's time zone, amounts in US dollars, and page numbers.
//
// Same input, same bytes: the metadata dates are the document's own date (never "now"), the
// file id pdfkit writes is derived from them, and only the built-in Helvetica fonts are used
// (embedding a font would add a random subset tag).
import PDFDocument from 'pdfkit';
import { PICTURE_BOUNDS, boundsRefusal, type ImageBounds } from '@vetchart/contracts/files/image-bounds';
import { imageSize } from '@vetchart/platform/image-check';
import type { ClinicHeader, PartyBlock } from './document-inputs.ts';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = { top: 48, bottom: 56, left: 48, right: 48 };
export const A4_WIDTH = 595.28;
export const A4_HEIGHT = 841.89;
export const CONTENT_WIDTH = A4_WIDTH - MARGIN.left - MARGIN.right;
const BOTTOM = A4_HEIGHT - MARGIN.bottom;

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SHADE = '#eef2f6';

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

// Code points above 0xFF that the built-in fonts' WinAnsi encoding has (pdfkit's own map).
const WIN_ANSI_EXTRA = new Set([402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482]);

// Letters that have no decomposition to a base letter but a plain look-alike.
const LOOK_ALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't' };

const printable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

/**
 * Text the built-in fonts can print: a letter they lack prints as its base letter ('ā' → 'a')
 * when it has one, else '?'; control characters become spaces (new lines stay).
 */
export function pdfText(value: string | null | undefined): string {
  if (!value) return '';
  let out = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (printable(code)) out += char;
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((c) => printable(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** MM/DD/YYYY of an ISO time, as the day it was in the clinic's time zone. */
export function formatDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: safeZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** MM/DD/YYYY, h:mm AM in the clinic's time zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone: safeZone(timeZone), hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));
  return `${formatDate(iso, timeZone)}, ${time.replace(/\u202f/g, ' ')}`;
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** US dollars from integer cents: 123456 → '$1,234.56'. */
export function formatUsd(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A tax rate as printed: 8.25 → '8.25%', 7 → '7%'. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/**
 * Plain paragraphs of the sanitised HTML a plan's description is kept in: block ends and <br>
 * become line breaks, list items get a bullet, tags are dropped and entities decoded.
 */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '\n• ')
    .replace(/<\s*\/\s*(p|div|h[1-6]|li|ul|ol|blockquote|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
  /** ISO time written as the creation and modification date. */
  documentDate: string;
}

export function createPdf(meta: DocumentMeta): Pdf {
  const date = new Date(meta.documentDate);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: pdfText(meta.title),
      Subject: pdfText(meta.subject),
      Author: pdfText(meta.author),
      Producer: 'VetChart',
      Creator: 'VetChart',
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.font(FONT).fontSize(10).fillColor(INK);
  return doc;
}

/** Page numbers on every page, then the document's bytes. */
export function finishPdf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN.left, A4_HEIGHT - 36, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/**
 * Whether pdfkit may decode the image: its headers give a size within the bounds. Uploads are
 * refused beyond them, but a file stored before that check may be a few KB that decodes to
 * hundreds of MB, on every render.
 */
export function drawableImage(bytes: Buffer, bounds: ImageBounds): boolean {
  const size = imageSize(bytes);
  return size !== null && boundsRefusal(size, bounds) === null;
}

/** The clinic's letterhead with the document's title and date on the right. */
export function drawLetterhead(doc: Pdf, clinic: ClinicHeader, title: string, dateLine: string): void {
  const top = MARGIN.top;
  let textX = MARGIN.left;
  const logo = clinic.logo && drawableImage(clinic.logo, PICTURE_BOUNDS) ? clinic.logo : null;
  if (logo) {
    try {
      doc.image(logo, MARGIN.left, top, { fit: [56, 56] });
      textX += 66;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the document.
    }
  }
  const address = [clinic.addressLine1, [clinic.city, [clinic.state, clinic.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean);
  const contact = [clinic.phone, clinic.email].filter(Boolean);
  const leftWidth = CONTENT_WIDTH * 0.58 - (textX - MARGIN.left);
  doc.font(BOLD).fontSize(14).fillColor(INK).text(pdfText(clinic.name), textX, top, { width: leftWidth });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  for (const line of [...address, contact.join(' · ')].filter((l) => l)) doc.text(pdfText(line), textX, doc.y, { width: leftWidth });
  const leftBottom = Math.max(doc.y, logo ? top + 56 : top);

  const rightX = MARGIN.left + CONTENT_WIDTH * 0.58;
  const rightWidth = CONTENT_WIDTH * 0.42;
  doc.font(BOLD).fontSize(15).fillColor(INK).text(pdfText(title), rightX, top, { width: rightWidth, align: 'right' });
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(pdfText(dateLine), rightX, doc.y + 2, { width: rightWidth, align: 'right' });
  const bottom = Math.max(leftBottom, doc.y) + 10;
  doc.moveTo(MARGIN.left, bottom).lineTo(MARGIN.left + CONTENT_WIDTH, bottom).lineWidth(1).strokeColor(RULE).stroke();
  doc.x = MARGIN.left;
  doc.y = bottom + 12;
  doc.fillColor(INK);
}

/** Pet on the left, parent on the right. */
export function drawParty(doc: Pdf, party: PartyBlock): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2;
  const pet = [
    ['Pet', party.petName],
    ['Species', party.species],
    ['Breed', party.breed],
  ] as const;
  const parentAddress = [party.addressLine1, [party.city, [party.state, party.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  const parent = [
    ['Pet parent', party.parentName],
    ['Address', parentAddress],
    ['Phone', party.phone],
    ['Email', party.email],
  ] as const;
  const column = (rows: ReadonlyArray<readonly [string, string | null | undefined]>, x: number) => {
    doc.y = top;
    for (const [label, value] of rows) {
      if (!value) continue;
      const y = doc.y;
      doc.font(BOLD).fontSize(9).fillColor(MUTED).text(`${label}:`, x, y, { width: 70 });
      doc.font(FONT).fontSize(10).fillColor(INK).text(pdfText(value), x + 72, y, { width: half - 80 });
      doc.y = Math.max(doc.y, y + 13);
    }
    return doc.y;
  };
  const leftEnd = column(pet, MARGIN.left);
  const rightEnd = column(parent, MARGIN.left + half);
  doc.x = MARGIN.left;
  doc.y = Math.max(leftEnd, rightEnd) + 8;
}

export function sectionHeading(doc: Pdf, text: string): void {
  ensureSpace(doc, 48);
  doc.moveDown(0.4);
  doc.font(BOLD).fontSize(12).fillColor(INK).text(pdfText(text), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 2;
  doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + 6;
  doc.x = MARGIN.left;
}

export function subHeading(doc: Pdf, text: string): void {
  ensureSpace(doc, 36);
  doc.font(BOLD).fontSize(10).fillColor(INK).text(pdfText(text), MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
  doc.y += 3;
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean; size?: number; bold?: boolean } = {}): void {
  const size = options.size ?? 10;
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(size)
    .fillColor(options.muted ? MUTED : INK);
  ensureSpace(doc, doc.heightOfString(pdfText(text), { width: CONTENT_WIDTH }) > 60 ? 30 : doc.heightOfString(pdfText(text), { width: CONTENT_WIDTH }) + 4);
  doc.text(pdfText(text), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 3;
  doc.fillColor(INK);
}

/** 'Label: value' lines in two columns; empty values are left out. */
export function labelValues(doc: Pdf, rows: ReadonlyArray<{ label: string; value: string | null | undefined }>, labelWidth = 150): void {
  for (const { label, value } of rows) {
    if (!value) continue;
    const text = pdfText(value);
    const labelText = `${pdfText(label)}:`;
    // A long label wraps in its column: the row is as tall as its taller side, or the next row is drawn over it.
    doc.font(BOLD).fontSize(9);
    const labelHeight = doc.heightOfString(labelText, { width: labelWidth - 8 });
    doc.font(FONT).fontSize(10);
    const height = Math.max(doc.heightOfString(text, { width: CONTENT_WIDTH - labelWidth }), labelHeight, 12);
    ensureSpace(doc, height + 2);
    const y = doc.y;
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text(labelText, MARGIN.left, y, { width: labelWidth - 8 });
    doc.font(FONT).fontSize(10).fillColor(INK).text(text, MARGIN.left + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(doc.y, y + height) + 2;
  }
  doc.x = MARGIN.left;
}

export interface Column {
  header: string;
  /** Percent of the text width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

const CELL_PAD = 4;

/** A table whose header row repeats on every page it runs over. */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][], options: { emptyText?: string } = {}): void {
  const widths = columns.map((column) => (CONTENT_WIDTH * column.width) / 100);
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? BOLD : FONT).fontSize(header ? 8.5 : 9);
    const texts = cells.map((cell) => pdfText(cell));
    const height = Math.max(...texts.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - CELL_PAD * 2 }))) + CELL_PAD * 2;
    return { texts, height };
  };
  const paint = (texts: string[], height: number, header: boolean) => {
    const y = doc.y;
    if (header) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fillColor(SHADE).fill();
    let x = MARGIN.left;
    doc.font(header ? BOLD : FONT).fontSize(header ? 8.5 : 9).fillColor(header ? MUTED : INK);
    texts.forEach((text, i) => {
      doc.text(text, x + CELL_PAD, y + CELL_PAD, { width: widths[i]! - CELL_PAD * 2, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
    doc.x = MARGIN.left;
  };
  const header = drawRow(
    columns.map((column) => column.header),
    true,
  );
  const first = rows[0] ? drawRow(rows[0], false) : { height: 18 };
  ensureSpace(doc, header.height + first.height);
  paint(header.texts, header.height, true);
  if (rows.length === 0) {
    paragraph(doc, options.emptyText ?? 'None.', { muted: true, size: 9 });
    return;
  }
  for (const row of rows) {
    const { texts, height } = drawRow(row, false);
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      paint(header.texts, header.height, true);
    }
    paint(texts, height, false);
  }
  doc.y += 6;
}

/** Right-aligned amount lines under a table (Subtotal, Tax, Total). */
export function totalsBlock(doc: Pdf, lines: ReadonlyArray<{ label: string; value: string; strong?: boolean }>): void {
  ensureSpace(doc, lines.length * 15 + 6);
  const labelX = MARGIN.left + CONTENT_WIDTH * 0.55;
  const labelWidth = CONTENT_WIDTH * 0.25;
  const valueX = labelX + labelWidth;
  const valueWidth = CONTENT_WIDTH * 0.2 - CELL_PAD;
  for (const line of lines) {
    const y = doc.y;
    doc.font(line.strong ? BOLD : FONT).fontSize(line.strong ? 11 : 10).fillColor(INK);
    doc.text(pdfText(line.label), labelX, y, { width: labelWidth, align: 'right' });
    doc.text(pdfText(line.value), valueX, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(doc.y, y + 13) + 2;
  }
  doc.x = MARGIN.left;
  doc.y += 4;
}

/** A framed note (the estimate's liability statement). */
export function notice(doc: Pdf, text: string): void {
  const body = pdfText(text);
  doc.font(BOLD).fontSize(9.5);
  const height = doc.heightOfString(body, { width: CONTENT_WIDTH - 16 }) + 14;
  ensureSpace(doc, height + 6);
  const y = doc.y;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).lineWidth(0.75).strokeColor(MUTED).stroke();
  doc.fillColor(INK).text(body, MARGIN.left + 8, y + 7, { width: CONTENT_WIDTH - 16 });
  doc.y = y + height + 8;
  doc.x = MARGIN.left;
}

export const LAYOUT = { margin: MARGIN, bottom: BOTTOM, muted: MUTED, ink: INK, rule: RULE };
