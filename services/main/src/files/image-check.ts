// What an uploaded image really is, judged by its bytes (never by its name or the type the
// browser declared). Only raster formats browsers show safely are accepted: SVG can carry script,
// so it is refused like any other non-image. A polyglot (a real image header with HTML or script
// behind it, inside a metadata block or after the image's end) is refused too: the file must be
// one well-formed image from its first byte to its last, with no markup anywhere in it.
import { crc32 } from 'node:zlib';

export const MAX_UPLOAD_BYTES = 5_242_880;

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG: ImageKind = { contentType: 'image/png', extension: 'png' };
const JPEG: ImageKind = { contentType: 'image/jpeg', extension: 'jpg' };
const GIF: ImageKind = { contentType: 'image/gif', extension: 'gif' };
const WEBP: ImageKind = { contentType: 'image/webp', extension: 'webp' };

/** The kind of image the file is, or null when it is not one well-formed image without markup. */
export function detectImage(bytes: Buffer): ImageKind | null {
  const kind = kindBySignature(bytes);
  if (!kind || !WELL_FORMED[kind.extension](bytes) || containsMarkup(bytes)) return null;
  return kind;
}

function kindBySignature(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  return null;
}

/**
 * Markup a browser would act on if the file were ever read as HTML. Each needle is long enough
 * that compressed image data matches it by chance about once in ten thousand 5 MB files or less.
 */
const MARKUP = ['<script', '<html', '<body', '<iframe', '<object', '<embed', '<!doctype', 'javascript:'];

function containsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return MARKUP.some((needle) => text.includes(needle));
}

const WELL_FORMED: Record<ImageKind['extension'], (bytes: Buffer) => boolean> = {
  png: isWellFormedPng,
  jpg: isWellFormedJpeg,
  gif: isWellFormedGif,
  webp: isWellFormedWebp,
};

/** Chunks with intact CRCs from IHDR to IEND, and nothing after IEND. */
function isWellFormedPng(bytes: Buffer): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IEND') return end === bytes.length;
    first = false;
    at = end;
  }
  return false;
}

/** Marker segments up to the scans, entropy-coded data between them, and EOI as the last bytes. */
function isWellFormedJpeg(bytes: Buffer): boolean {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2 === bytes.length;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))) at += 1;
    }
  }
  return false;
}

/** Header, screen descriptor and color table, then blocks up to the trailer as the last byte. */
function isWellFormedGif(bytes: Buffer): boolean {
  if (bytes.length < 14) return false;
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colorTable(bytes[10]!);
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1; // the terminator
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1 === bytes.length;
    if (block === 0x21) {
      at += 2; // introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return false;
      at += 10 + colorTable(bytes[at + 9]!);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      return false;
    }
  }
  return false;
}

/** A RIFF container whose declared size is the file's, made of whole chunks. */
function isWellFormedWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === bytes.length;
}

/**
 * Decodes a data URI (`data:<type>;base64,<data>`); null when it is not one. The size is known
 * from the base64 length before decoding, so an oversized upload is refused without decoding it.
 */
export function parseDataUri(dataUri: string): { declaredType: string; base64: string; size: number } | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUri);
  if (!match) return null;
  const base64 = match[3]!;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { declaredType: match[1]!.toLowerCase(), base64, size: Math.floor((base64.length * 3) / 4) - padding };
}
