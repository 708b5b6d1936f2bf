// The signature pad, downloaded when a screen first shows it (with the signature_pad package),
// so no other screen carries it. Render it inside a Suspense boundary.
import { lazy } from 'react';

export const LazySignaturePad = lazy(async () => ({ default: (await import('./SignaturePad')).SignaturePad }));
export type { SignaturePadHandle } from './SignaturePad';
