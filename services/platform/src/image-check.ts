// What an uploaded image really is, judged by its bytes (never by its name or the type the
// browser declared). Only raster formats browsers show safely are accepted: SVG can carry script,
// so it is refused like any other non-image. A polyglot (a real image header with HTML or script
// behind it, inside a metadata block or after the image's end) is refused too: the file must be
// one well-formed image from its first byte to its last, with no markup anywhere in it.
//
// An image is also held to bounds on its pixels (docs/documents.md, 'Images'): a few KB of PNG can
// declare 6000 × 6000 pixels that a renderer or browser decodes into 144 MB. The dimensions are
// read from the headers the structure checks below already walk (PNG's IHDR, JPEG's SOF segments,
// GIF's screen and image descriptors, WebP's VP8 / VP8L / VP8X chunks and animation frames), by
// hand rather than with the image-size package: that package reports one size per file, not the
// largest frame of a GIF or an animated WebP, which is what a decoder allocates for.
//
// In the platform library, not a service: the main service checks uploads with it and the gateway's
// document renderer checks stored images before decoding them. The bounds themselves (pure values)
// are in @vetchart/contracts (files/image-bounds.ts).
import { crc32 } from 'node:zlib';
import type { ImageSize } from '@vetchart/contracts/files/image-bounds';

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

/**
 * The kind of image the file is and its size in pixels, or null when it is not one well-formed
 * image without markup whose headers give its size.
 */
export function detectImage(bytes: Buffer): (ImageKind & ImageSize) | null {
  const kind = kindBySignature(bytes);
  if (!kind || !WELL_FORMED[kind.extension](bytes) || containsMarkup(bytes)) return null;
  const size = SIZE[kind.extension](bytes);
  return size ? { ...kind, ...size } : null;
}

/**
 * The pixels a decoder allocates for the image, read from its headers alone (the largest frame
 * or canvas they declare), or null when they do not say. Reads only inside the bytes, whatever
 * they are, so a renderer may ask it of any stored file before decoding it.
 */
export function imageSize(bytes: Buffer): ImageSize | null {
  const kind = kindBySignature(bytes);
  return kind ? SIZE[kind.extension](bytes) : null;
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
  const segments = jpegSegments(bytes);
  let step = segments.next();
  while (!step.done) step = segments.next();
  return step.value;
}

/**
 * Each marker segment's marker and where its length field starts; returns whether the segments
 * run intact to an EOI that ends the file.
 */
function* jpegSegments(bytes: Buffer): Generator<{ marker: number; at: number }, boolean> {
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
    yield { marker, at: at + 2 };
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
  const frames = gifFrames(bytes);
  let step = frames.next();
  while (!step.done) step = frames.next();
  return step.value;
}

/** Where each image descriptor starts; returns whether the blocks run to a trailer that ends the file. */
function* gifFrames(bytes: Buffer): Generator<number, boolean> {
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
      yield at;
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

/** The RIFF chunks that lie wholly inside the file: type and where the data starts and ends. */
function* webpChunks(bytes: Buffer): Generator<{ type: string; start: number; end: number }> {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size;
    if (end > bytes.length) return;
    yield { type: bytes.toString('latin1', at, at + 4), start: at + 8, end };
    at = end + (size % 2);
  }
}

const SIZE: Record<ImageKind['extension'], (bytes: Buffer) => ImageSize | null> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
};

/** The largest of the sizes, or null when there is none or one is empty (a decoder would guess). */
function largest(sizes: ImageSize[]): ImageSize | null {
  if (sizes.length === 0 || sizes.some((size) => size.width === 0 || size.height === 0)) return null;
  return { width: Math.max(...sizes.map((size) => size.width)), height: Math.max(...sizes.map((size) => size.height)) };
}

/** IHDR, which a well-formed PNG has first. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return largest([{ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }]);
}

// Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC).
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Every frame header; a height of 0 (given later by a DNL segment) is no size. */
function jpegSize(bytes: Buffer): ImageSize | null {
  const frames: ImageSize[] = [];
  for (const { marker, at } of jpegSegments(bytes)) {
    if (JPEG_FRAMES.has(marker) && at + 7 <= bytes.length) frames.push({ height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) });
  }
  return largest(frames);
}

/** The logical screen, and each frame as far as it reaches from the screen's corner. */
function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10) return null;
  const sizes = [{ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }];
  for (const at of gifFrames(bytes)) {
    sizes.push({ width: bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5), height: bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7) });
  }
  return largest(sizes);
}

/**
 * The extended format's canvas, each animation frame's extent, and each lossy (VP8, after the key
 * frame's start code) or lossless (VP8L, after its 0x2f signature) bitstream's own size, as a
 * decoder that ignored the canvas would allocate.
 */
function webpSize(bytes: Buffer): ImageSize | null {
  const sizes: ImageSize[] = [];
  const uint24 = (at: number) => bytes.readUIntLE(at, 3);
  const bitstream = (type: string, start: number, end: number) => {
    if (type === 'VP8 ' && end - start >= 10 && bytes[start + 3] === 0x9d && bytes[start + 4] === 0x01 && bytes[start + 5] === 0x2a) {
      sizes.push({ width: bytes.readUInt16LE(start + 6) & 0x3fff, height: bytes.readUInt16LE(start + 8) & 0x3fff });
    } else if (type === 'VP8L' && end - start >= 5 && bytes[start] === 0x2f) {
      const bits = bytes.readUInt32LE(start + 1);
      sizes.push({ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
    }
  };
  for (const { type, start, end } of webpChunks(bytes)) {
    if (type === 'VP8X' && end - start >= 10) sizes.push({ width: uint24(start + 4) + 1, height: uint24(start + 7) + 1 });
    else if (type === 'ANMF' && end - start >= 16) {
      sizes.push({ width: 2 * uint24(start) + uint24(start + 6) + 1, height: 2 * uint24(start + 3) + uint24(start + 9) + 1 });
      // The frame's own bitstream follows its 16-byte header as a chunk of its own.
      let at = start + 16;
      while (at + 8 <= end) {
        const size = bytes.readUInt32LE(at + 4);
        if (at + 8 + size > end) break;
        bitstream(bytes.toString('latin1', at, at + 4), at + 8, at + 8 + size);
        at += 8 + size + (size % 2);
      }
    } else bitstream(type, start, end);
  }
  return largest(sizes);
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
