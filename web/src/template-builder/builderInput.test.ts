import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED, fileProblem, inputRows, MAX_FILE_BYTES, sendProblem, TEXT_OR_FILE_REQUIRED } from './builderInput';

describe('template builder input', () => {
  it('accepts the spec’s extensions in any case and refuses others', () => {
    for (const name of ['a.docx', 'B.PDF', 'notes.md', 'scan.TIFF', 'x.ico', 'old.doc', 'deck.pptx']) expect(fileProblem({ name, size: 10 })).toBeNull();
    for (const name of ['a.exe', 'archive.zip', 'noextension', 'sheet.xlsx']) expect(fileProblem({ name, size: 10 })).toBe(FILE_TYPE_NOT_SUPPORTED);
  });

  it('allows exactly 10485760 bytes and refuses one more', () => {
    expect(fileProblem({ name: 'a.pdf', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: MAX_FILE_BYTES + 1 })).toBe(FILE_TOO_LARGE);
  });

  it('needs text or a file', () => {
    expect(sendProblem('   \n', null)).toBe(TEXT_OR_FILE_REQUIRED);
    expect(sendProblem('Subjective: complaint', null)).toBeNull();
    expect(sendProblem('', { name: 'a.txt', size: 1 })).toBeNull();
    expect(sendProblem('', { name: 'a.zip', size: 1 })).toBe(FILE_TYPE_NOT_SUPPORTED);
  });

  it('grows from 1 to 8 rows', () => {
    expect(inputRows('')).toBe(1);
    expect(inputRows('a\nb\nc')).toBe(3);
    expect(inputRows('\n'.repeat(20))).toBe(8);
  });
});
