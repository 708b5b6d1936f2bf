import { describe, expect, it } from 'vitest';
import { fileAnswer } from './file.ts';

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
