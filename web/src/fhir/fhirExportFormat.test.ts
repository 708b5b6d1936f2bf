import { describe, expect, it } from 'vitest';
import { fileSizeText, isMoving, progressPercent } from './fhirExportFormat';

describe('FHIR export screen wording', () => {
  it('words sizes', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(25 * 1024 * 1024)).toBe('25 MB');
  });
  it('reads progress as a bounded percentage', () => {
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 3, total: 12 })).toBe(25);
    expect(progressPercent({ done: 14, total: 12 })).toBe(100);
  });
  it('knows which exports are still moving', () => {
    expect(['QUEUED', 'RUNNING', 'DONE', 'FAILED'].map(isMoving)).toEqual([true, true, false, false]);
  });
});
