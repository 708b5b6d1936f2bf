// Image files built byte by byte for the upload probes: well-formed ones of any size, the
// polyglots an attacker would send (markup inside or after a real image), and image bombs: small
// files whose headers declare huge dimensions.
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A 1×1 RGBA PNG; `padding` adds that many bytes of a private ancillary chunk (to reach a size),
 * `extraChunks` go before IDAT, `trailing` after IEND.
 */
export function png(options: { padding?: number; extraChunks?: Buffer[]; trailing?: Buffer } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const pixels = deflateSync(Buffer.from([0, 0, 0, 0, 0]));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...(options.extraChunks ?? []),
    ...(options.padding ? [pngChunk('paDd', Buffer.alloc(options.padding))] : []),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
    options.trailing ?? Buffer.alloc(0),
  ]);
}

/** The size of png({ padding }) without the padding: 12 bytes of chunk framing come with it. */
export const PNG_FRAME_BYTES = png().length + 12;

const uint16le = (...values: number[]) => {
  const bytes = Buffer.alloc(2 * values.length);
  values.forEach((value, index) => bytes.writeUInt16LE(value, 2 * index));
  return bytes;
};

/**
 * A GIF89a of one frame (1×1 unless told); `comment` becomes a comment extension block,
 * `trailing` follows the trailer; `frame` places the one frame (by default the whole screen).
 */
export function gif(
  options: { comment?: string; trailing?: Buffer; width?: number; height?: number; frame?: { left: number; top: number; width: number; height: number } } = {},
): Buffer {
  const width = options.width ?? 1;
  const height = options.height ?? 1;
  const frame = options.frame ?? { left: 0, top: 0, width, height };
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    uint16le(width, height),
    Buffer.from([0x80, 0, 0]), // a global color table of 2 entries
    Buffer.from([0, 0, 0, 255, 255, 255]),
  ];
  if (options.comment !== undefined) {
    const text = Buffer.from(options.comment, 'latin1');
    parts.push(Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]));
  }
  parts.push(
    Buffer.from([0x2c]), // image descriptor
    uint16le(frame.left, frame.top, frame.width, frame.height),
    Buffer.from([0]),
    Buffer.from([2, 2, 0x4c, 0x01, 0]), // LZW minimum code size 2, one data sub-block, terminator
    Buffer.from([0x3b]),
    options.trailing ?? Buffer.alloc(0),
  );
  return Buffer.concat(parts);
}

/** A minimal baseline JPEG structure (1×1 unless told); `comment` becomes a COM segment. */
export function jpeg(options: { comment?: string; trailing?: Buffer; width?: number; height?: number } = {}): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(data.length + 2);
    return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')), // JFIF
    ...(options.comment !== undefined ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])), // quantization table
    segment(0xc0, startOfFrame(options.width ?? 1, options.height ?? 1)),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.from([1]), Buffer.alloc(15), Buffer.from([0])])), // DC table
    segment(0xc4, Buffer.concat([Buffer.from([0x10]), Buffer.from([1]), Buffer.alloc(15), Buffer.from([0])])), // AC table
    segment(0xda, Buffer.from('01010000003f00', 'hex')), // SOS
    Buffer.from([0x00, 0x00]), // entropy-coded data
    Buffer.from([0xff, 0xd9]),
    options.trailing ?? Buffer.alloc(0),
  ]);
}

/** SOF0 of an 8-bit, one-component frame of that size. */
function startOfFrame(width: number, height: number): Buffer {
  const frame = Buffer.from('080001000101011100', 'hex');
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return frame;
}

/**
 * A transparent PNG of any size whose file stays small: one bit per pixel (a palette of one
 * transparent color), every row zero, compressed by zlib. 6000 × 6000 is about 5 KB on disk and
 * 144 MB once decoded to RGBA, as a renderer or browser does.
 */
export function transparentPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 3; // palette
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from([0, 0, 0])),
    pngChunk('tRNS', Buffer.from([0])),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

const uint24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

/**
 * A WebP whose headers declare that size: `VP8L` (lossless: 14-bit width and height after the
 * 0x2f signature), `VP8` (lossy: after the key frame's start code) or `VP8X` (the extended
 * format's 24-bit canvas, holding a 1×1 lossless image). Only the headers are real: the image
 * data is a few zero bytes.
 */
export function webp(format: 'VP8' | 'VP8L' | 'VP8X', width = 1, height = 1): Buffer {
  const lossless = (w: number, h: number) => {
    const bits = Buffer.alloc(4);
    bits.writeUInt32LE(((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14));
    return riffChunk('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(4)]));
  };
  const chunks =
    format === 'VP8L'
      ? [lossless(width, height)]
      : format === 'VP8'
        ? [riffChunk('VP8 ', Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]), uint16le(width & 0x3fff, height & 0x3fff), Buffer.alloc(8)]))]
        : [riffChunk('VP8X', Buffer.concat([Buffer.alloc(4), uint24le(width - 1), uint24le(height - 1)])), lossless(1, 1)];
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

export const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
