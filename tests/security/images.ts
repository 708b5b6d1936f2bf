// Image files built byte by byte for the upload probes: well-formed ones of any size, and the
// polyglots an attacker would send (markup inside or after a real image).
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

/** A 1×1 GIF89a; `comment` becomes a comment extension block, `trailing` follows the trailer. */
export function gif(options: { comment?: string; trailing?: Buffer } = {}): Buffer {
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, a global color table of 2 entries
    Buffer.from([0, 0, 0, 255, 255, 255]),
  ];
  if (options.comment !== undefined) {
    const text = Buffer.from(options.comment, 'latin1');
    parts.push(Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]));
  }
  parts.push(
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor
    Buffer.from([2, 2, 0x4c, 0x01, 0]), // LZW minimum code size 2, one data sub-block, terminator
    Buffer.from([0x3b]),
    options.trailing ?? Buffer.alloc(0),
  );
  return Buffer.concat(parts);
}

/** A minimal baseline JPEG structure; `comment` becomes a COM segment. */
export function jpeg(options: { comment?: string; trailing?: Buffer } = {}): Buffer {
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
    segment(0xc0, Buffer.from('080001000101011100', 'hex')), // SOF0: 1×1, one component
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.from([1]), Buffer.alloc(15), Buffer.from([0])])), // DC table
    segment(0xc4, Buffer.concat([Buffer.from([0x10]), Buffer.from([1]), Buffer.alloc(15), Buffer.from([0])])), // AC table
    segment(0xda, Buffer.from('01010000003f00', 'hex')), // SOS
    Buffer.from([0x00, 0x00]), // entropy-coded data
    Buffer.from([0xff, 0xd9]),
    options.trailing ?? Buffer.alloc(0),
  ]);
}

export const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
