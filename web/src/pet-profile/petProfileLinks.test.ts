import { describe, expect, it } from 'vitest';
import { canvasEditorPath, choosePetForCanvasPath, formatVisitDate, formatVisitTime, petGlobalId, soapCanvasPath, toModificationDate } from './petProfileLinks';

describe('pet profile formats and links', () => {
  it('shows visit dates as weekday, month, day, year in UTC and times with AM/PM', () => {
    expect(formatVisitDate('2026-11-23T23:30:00.000Z')).toBe('Monday, November 23, 2026');
    expect(formatVisitDate('2026-11-24T00:30:00.000Z')).toBe('Tuesday, November 24, 2026');
    expect(formatVisitTime('2026-11-23T15:04:00.000Z')).toMatch(/^3:04\sPM$/);
    expect(formatVisitTime('2026-11-23T09:15:00.000Z')).toMatch(/^9:15\sAM$/);
  });

  it('builds the SOAP canvas editor address with pet, source, visitId and edit', () => {
    expect(canvasEditorPath({ petId: 'p1', source: 'vea', visitId: 'v1' })).toBe('/d/soap-canvas-editor?pet=p1&source=vea&visitId=v1');
    expect(canvasEditorPath({ petId: 'p1', source: 'vea', visitId: 'v1', edit: true })).toBe('/d/soap-canvas-editor?pet=p1&source=vea&visitId=v1&edit=true');
  });

  it('builds the SOAP canvas address with pet and source, and the visit when there is one', () => {
    expect(soapCanvasPath({ petId: 'p1', source: 'vea' })).toBe('/d/SOAPCanvas?pet=p1&source=vea');
    expect(soapCanvasPath({ petId: 'p=1', source: 'covetrus', visitId: 'v1' })).toBe('/d/SOAPCanvas?pet=p%3D1&source=covetrus&visitId=v1');
    expect(choosePetForCanvasPath).toBe('/d/pet-profiles?choose=soap-canvas');
  });

  it('reads a raw or a global pet id from the path', () => {
    const raw = '0b7e1a52-3c1f-4b7a-9d4e-2f8a6c5d1e90';
    expect(petGlobalId(raw)).toBe(btoa(`Pet:${raw}`));
    expect(petGlobalId(btoa(`Pet:${raw}`))).toBe(btoa(`Pet:${raw}`));
  });

  it('sends the modification date as YYYY/MM/DD', () => {
    expect(toModificationDate('2026-11-23')).toBe('2026/11/23');
  });
});
