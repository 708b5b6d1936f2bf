// What an uploaded image really is, judged by its first bytes (never by its name or the type
// the browser declared). Only raster formats browsers show safely are accepted: SVG can carry
// script, so it is refused like any other non-image.
export const MAX_UPLOAD_BYTES = 5_242_880;

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  return null;
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
