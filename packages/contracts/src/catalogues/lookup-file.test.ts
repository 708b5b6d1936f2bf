import { describe, expect, it } from 'vitest';
import { lookupFileImportWire } from './lookup-file.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the lookup file import (POST /file/excel)', () => {
  it('reads the file into camelCase, its name trimmed', () => {
    expect(lookupFileImportWire.parse({ module: 'breeds', file_name: ' breeds.csv ', data_uri: 'data:text/csv;base64,YQ==' })).toEqual({
      module: 'breeds',
      fileName: 'breeds.csv',
      dataUri: 'data:text/csv;base64,YQ==',
    });
  });

  it('takes any module in and refuses one that cannot be imported; no file is "Please choose a file." on its JSON path', () => {
    expect(issues(lookupFileImportWire.safeParse({ module: 'medications', file_name: '', data_uri: '' }))).toEqual([
      { path: 'module', message: 'module must be one of gender, breeds, species, vaccines.' },
      { path: 'file_name', message: 'Please choose a file.' },
      { path: 'data_uri', message: 'Please choose a file.' },
    ]);
    expect(issues(lookupFileImportWire.safeParse({ module: 'gender', file_name: 'x'.repeat(256), data_uri: 'd' }))).toEqual([{ path: 'file_name', message: 'The file name is too long.' }]);
  });
});
