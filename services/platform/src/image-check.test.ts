// Image bombs: small, well-formed files whose headers declare huge dimensions, for every accepted
// format, read from the headers alone (no decoding) and held to the bounds of what they are for.
import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, transparentPng, webp } from '../../../tests/security/images.ts';
import { PICTURE_BOUNDS, SIGNATURE_BOUNDS, boundsRefusal } from '@vetchart/contracts/files/image-bounds';
import { detectImage, imageSize } from './image-check.ts';

const PICTURE_SIDES = 'Image must be at most 4096 × 4096 pixels.';
const PICTURE_PIXELS = 'Image must be at most 16 megapixels.';

describe('imageSize', () => {
  it.each([
    ['a PNG', () => transparentPng(800, 200)],
    ['a JPEG', () => jpeg({ width: 800, height: 200 })],
    ['a GIF', () => gif({ width: 800, height: 200 })],
    ['a lossy WebP', () => webp('VP8', 800, 200)],
    ['a lossless WebP', () => webp('VP8L', 800, 200)],
    ['an extended WebP', () => webp('VP8X', 800, 200)],
  ])('reads %s from its headers', (_what, image) => {
    const bytes = image();
    expect(detectImage(bytes)).toMatchObject({ width: 800, height: 200 });
    expect(imageSize(bytes)).toEqual({ width: 800, height: 200 });
    expect(boundsRefusal(imageSize(bytes)!, SIGNATURE_BOUNDS)).toBeNull();
    expect(boundsRefusal(imageSize(bytes)!, PICTURE_BOUNDS)).toBeNull();
  });

  it('reads the test images of the upload probes as 1 × 1', () => {
    for (const bytes of [png(), jpeg(), gif()]) expect(imageSize(bytes)).toEqual({ width: 1, height: 1 });
  });

  it('takes a GIF frame that reaches past the screen as the size', () => {
    expect(imageSize(gif({ frame: { left: 10, top: 20, width: 6000, height: 30 } }))).toEqual({ width: 6010, height: 50 });
  });

  it('has no size for a JPEG whose height is left to a later DNL segment, or for bytes that are no image', () => {
    expect(imageSize(jpeg({ width: 100, height: 0 }))).toBeNull();
    expect(imageSize(Buffer.from('<svg/>'))).toBeNull();
    expect(imageSize(png().subarray(0, 20))).toBeNull();
  });
});

describe('image bombs are refused by their dimensions, whatever the format', () => {
  it.each([
    ['a 6000 × 6000 transparent PNG of a few KB', () => transparentPng(6000, 6000)],
    ['a JPEG whose frame is 6000 × 6000', () => jpeg({ width: 6000, height: 6000 })],
    ['a GIF whose screen is 6000 × 6000', () => gif({ width: 6000, height: 6000 })],
    ['a 1 × 1 GIF whose frame is 6000 × 6000', () => gif({ frame: { left: 0, top: 0, width: 6000, height: 6000 } })],
    ['a lossy WebP of 6000 × 6000', () => webp('VP8', 6000, 6000)],
    ['a lossless WebP of 6000 × 6000', () => webp('VP8L', 6000, 6000)],
    ['an extended WebP whose canvas is 6000 × 6000', () => webp('VP8X', 6000, 6000)],
  ])('%s', (_what, image) => {
    const bytes = image();
    expect(bytes.length).toBeLessThan(20_000);
    expect(detectImage(bytes)).not.toBeNull();
    expect(boundsRefusal(imageSize(bytes)!, PICTURE_BOUNDS)).toBe(PICTURE_SIDES);
    expect(boundsRefusal(imageSize(bytes)!, SIGNATURE_BOUNDS)).toBe('The signature must be at most 2000 × 1000 pixels.');
  });

  it('refuses a picture within 4096 on each side but over 16 megapixels, and keeps one just under', () => {
    expect(boundsRefusal(imageSize(jpeg({ width: 4096, height: 3907 }))!, PICTURE_BOUNDS)).toBe(PICTURE_PIXELS);
    expect(boundsRefusal(imageSize(jpeg({ width: 4096, height: 3906 }))!, PICTURE_BOUNDS)).toBeNull();
    expect(boundsRefusal(imageSize(jpeg({ width: 4032, height: 3024 }))!, PICTURE_BOUNDS)).toBeNull(); // a 12 MP phone photo
    expect(boundsRefusal(imageSize(jpeg({ width: 4097, height: 10 }))!, PICTURE_BOUNDS)).toBe(PICTURE_SIDES);
  });

  it('refuses a signature within 2000 × 1000 but over 1 megapixel', () => {
    expect(boundsRefusal(imageSize(transparentPng(2000, 501))!, SIGNATURE_BOUNDS)).toBe('The signature must be at most 1 megapixel.');
    expect(boundsRefusal(imageSize(transparentPng(2000, 500))!, SIGNATURE_BOUNDS)).toBeNull();
    expect(boundsRefusal(imageSize(transparentPng(800, 1001))!, SIGNATURE_BOUNDS)).toBe('The signature must be at most 2000 × 1000 pixels.');
  });

  it('takes an image whose size its headers do not give for no image', () => {
    expect(detectImage(jpeg({ width: 100, height: 0 }))).toBeNull();
  });
});
