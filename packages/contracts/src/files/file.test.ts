import { describe, expect, it } from 'vitest';
import { fileAnswer, fileUploadWire } from './file.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe("a stored file (main's snake_case, each field named once)", () => {
  it('reads a file, one of no clinic with a null clinic code', () => {
    expect(fileAnswer.parse({ id: 5, url: '/files/a.png', name: 'a.png', content_type: 'image/png', size: '120', purpose: 'avatar', created_at: 't' })).toEqual({
      id: '5',
      url: '/files/a.png',
      name: 'a.png',
      contentType: 'image/png',
      size: 120,
      purpose: 'avatar',
      clinicCode: null,
      createdAt: 't',
    });
    expect(fileAnswer.parse({ id: '5', url: 'u', name: 'n', content_type: 'c', size: 1, purpose: 'p', clinic_code: 'C1', created_at: 't' }).clinicCode).toBe('C1');
  });
});

describe('the upload body (POST /platform/upload)', () => {
  it("reads the file into camelCase, a clinic logo unless it says what it is for; no file is 'Please choose a file.'", () => {
    expect(fileUploadWire.parse({ name: ' logo.png ', type: 'image/png', data_uri: 'data:image/png;base64,AA' })).toEqual({
      name: 'logo.png',
      type: 'image/png',
      dataUri: 'data:image/png;base64,AA',
      purpose: 'clinic-logo',
    });
    expect(issues(fileUploadWire.safeParse({ name: '', type: 'image/png', data_uri: '', purpose: 'avatar' }))).toEqual([
      { path: 'name', message: 'Please choose a file.' },
      { path: 'data_uri', message: 'Please choose a file.' },
      { path: 'purpose', message: 'Unknown upload purpose.' },
    ]);
  });
});
