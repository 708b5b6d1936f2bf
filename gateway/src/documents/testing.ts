// Inputs for the document tests and the render bench: a signature drawn as a real PNG (what the
// 800 × 200 signature pad uploads) and an estimate of any number of rows, priced the way the
// main service prices them (integer cents, tax per line rounded half up).
import { crc32, deflateSync } from 'node:zlib';
import { lineTax } from '@vetchart/contracts/treatment-plans/line-tax';
import type { EstimateDocumentInput, PlanItem, PlanItemKind } from './document-inputs.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A transparent RGBA PNG with a dark wavy stroke across it, like a drawn signature. */
export function signaturePng(width = 800, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const stride = width * 4 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let x = 0; x < width; x += 1) {
    const centre = height / 2 + (height / 4) * Math.sin(x / 40);
    for (let y = Math.max(0, Math.floor(centre - 2)); y <= Math.min(height - 1, Math.ceil(centre + 2)); y += 1) {
      const offset = y * stride + 1 + x * 4;
      pixels[offset] = 20;
      pixels[offset + 1] = 30;
      pixels[offset + 2] = 60;
      pixels[offset + 3] = 255;
    }
  }
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const KINDS: PlanItemKind[] = ['DIAGNOSTIC', 'SERVICE', 'MEDICATION', 'INVENTORY'];

export function planItem(kind: PlanItemKind, name: string, quantity: number, unitPriceCents: number, taxRate: number, extra: Partial<PlanItem> = {}): PlanItem {
  const subtotalCents = unitPriceCents * quantity;
  const taxCents = lineTax(subtotalCents, taxRate, true);
  return {
    kind,
    code: `${kind.slice(0, 3)}-${name.length}`,
    name,
    quantity,
    unitPriceCents,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    removed: false,
    approved: true,
    approvedAt: '2025-03-04T15:00:00.000Z',
    selectedDosage: kind === 'MEDICATION' ? { dosage: '25', unit: 'mg' } : null,
    ...extra,
  };
}

export function totalsOf(items: PlanItem[], taxRate: number) {
  const kept = items.filter((item) => !item.removed);
  const subtotalCents = kept.reduce((sum, item) => sum + item.subtotalCents, 0);
  const taxCents = kept.reduce((sum, item) => sum + item.taxCents, 0);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents, taxRate };
}

/** An estimate of `count` rows across the four kinds, signed or not. */
export function estimateInput(count: number, options: { signed?: boolean } = {}): EstimateDocumentInput {
  const taxRate = 8.25;
  const items = Array.from({ length: count }, (_, i) => planItem(KINDS[i % KINDS.length]!, `Catalogue item ${i + 1}`, (i % 3) + 1, 1250 + i * 37, taxRate, { approved: i % 5 !== 4 }));
  const approvedTotalCents = items.filter((item) => item.approved).reduce((sum, item) => sum + item.totalCents, 0);
  return {
    clinic: { name: 'Demo Animal Hospital', addressLine1: '100 Main Street', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@demo.vet', timeZone: 'America/Chicago' },
    party: { petName: 'Bella', species: 'Canine', breed: 'Labrador Retriever', parentName: 'Jane Doe', addressLine1: '1 Oak Lane', city: 'Austin', state: 'TX', zip: '78702' },
    descriptionHtml:
      '<p>This treatment plan is an estimate of the approximate cost of the care recommended for your pet. Actual costs may vary with the care your pet needs, and you are responsible for all fees incurred.</p>',
    items,
    totals: totalsOf(items, taxRate),
    planVersion: 3,
    signature: options.signed
      ? { signerName: 'Jane Doe', signedAt: '2025-03-05T03:30:00.000Z', png: signaturePng(), channel: 'IN_PERSON', declineReason: null, approvedTotalCents, snapshotSha256: 'a1'.repeat(32) }
      : null,
    documentDate: options.signed ? '2025-03-05T03:30:00.000Z' : '2025-03-04T20:00:00.000Z',
  };
}
