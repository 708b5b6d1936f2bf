import { describe, expect, it } from 'vitest';
import { isCsvFile, parseCsvRecords, parseInviteCsv } from './inviteCsv';

const ROLES = [
  { id: 'r-vet', name: 'veterinarian' },
  { id: 'r-tech', name: 'veterinarian-technician' },
  { id: 'r-admin', name: 'Admin' },
];

describe('parseInviteCsv', () => {
  it('maps role names case-insensitively and skips a header row', () => {
    const result = parseInviteCsv('first_name,last_name,email,phone,role\r\nAna,Diaz,ana@x.vet,5125550100,Veterinarian\nBo,Li,bo@x.vet,5125550101, admin \n', ROLES);
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, firstName: 'Ana', lastName: 'Diaz', email: 'ana@x.vet', phone: '5125550100', roleName: 'Veterinarian', roleId: 'r-vet' },
        { line: 3, firstName: 'Bo', lastName: 'Li', email: 'bo@x.vet', phone: '5125550101', roleName: 'admin', roleId: 'r-admin' },
      ],
    });
  });

  it('fails the whole file with one line per unmatched role', () => {
    const result = parseInviteCsv('Ana,Diaz,ana@x.vet,5125550100,veterinarian\nBo,Li,bo@x.vet,5125550101,Groomer\nCy,Ng,cy@x.vet,5125550102,\n', ROLES);
    expect(result).toEqual({ ok: false, title: 'Role mapping failed:', problems: ['Row 2: role "Groomer" not found', 'Row 3: role "" not found'] });
  });

  it('refuses a file without rows', () => {
    expect(parseInviteCsv('first_name,last_name,email,phone,role\n', ROLES)).toMatchObject({ ok: false, title: 'Please upload a valid CSV file.' });
  });
});

describe('parseCsvRecords', () => {
  it('reads quoted cells with commas, quotes and line breaks, and skips blank lines', () => {
    expect(parseCsvRecords('\uFEFF"Diaz, Ana","say ""hi""",x\n\n"a\nb",c')).toEqual([
      { line: 1, cells: ['Diaz, Ana', 'say "hi"', 'x'] },
      { line: 3, cells: ['a\nb', 'c'] },
    ]);
  });
});

describe('isCsvFile', () => {
  it('accepts .csv names or the text/csv type', () => {
    expect(isCsvFile({ name: 'staff.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'staff', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'staff.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});
