// How large an image may be, in pixels, for what it is used as (docs/documents.md, 'Images'): held
// once for the main service (uploads and signatures are refused past them) and the gateway (its
// document renderer refuses to decode a stored image past them).
export interface ImageSize {
  width: number;
  height: number;
}

/** How large an image may be, in pixels, for what it is used as. */
export interface ImageBounds {
  /** How the refusal names the image. */
  subject: string;
  width: number;
  height: number;
  megapixels: number;
}

/** Clinic logos and pet pictures: a 12-megapixel phone photo fits, 64 MB decoded at most. */
export const PICTURE_BOUNDS: ImageBounds = { subject: 'Image', width: 4096, height: 4096, megapixels: 16 };

/** A drawn signature: the pad saves 800 × 200 (spec 002 section 9); 4 MB decoded at most. */
export const SIGNATURE_BOUNDS: ImageBounds = { subject: 'The signature', width: 2000, height: 1000, megapixels: 1 };

/** Why an image of that size is refused for those bounds, or null when it fits. */
export function boundsRefusal(size: ImageSize, bounds: ImageBounds): string | null {
  if (size.width > bounds.width || size.height > bounds.height) return `${bounds.subject} must be at most ${bounds.width} × ${bounds.height} pixels.`;
  if (size.width * size.height > bounds.megapixels * 1_000_000) {
    return `${bounds.subject} must be at most ${bounds.megapixels} megapixel${bounds.megapixels === 1 ? '' : 's'}.`;
  }
  return null;
}

