import { describe, expect, it } from 'vitest';
import { builderModeOf } from './builderMode';

describe('builder mode', () => {
  it('creates unless edit=true', () => {
    expect(builderModeOf(new URLSearchParams(''))).toEqual({ kind: 'create' });
    expect(builderModeOf(new URLSearchParams('edit=false&templateCode=TPL-1'))).toEqual({ kind: 'create' });
  });

  it('edits the template of the query, keeping an empty code for the page to refuse', () => {
    expect(builderModeOf(new URLSearchParams('edit=true&templateCode=TPL-AB12CD34&name=Dental&description=Teeth%20%26%20gums'))).toEqual({ kind: 'edit', templateCode: 'TPL-AB12CD34', name: 'Dental', description: 'Teeth & gums' });
    expect(builderModeOf(new URLSearchParams('edit=true'))).toMatchObject({ kind: 'edit', templateCode: '' });
  });
});
