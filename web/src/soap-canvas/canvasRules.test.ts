// The SOAP canvas's pure rules: template split, duplicates, Generate enablement, finalize
// permission and the auto-save scheduling.
import { describe, expect, it } from 'vitest';
import {
  addEntryToGroup,
  AutosaveScheduler,
  canFinalizeAs,
  canGenerateSoap,
  DUPLICATE_ITEM_TEXT,
  groupValue,
  splitTemplateEntries,
  templateGroups,
  type TimerApi,
} from './canvasRules';

describe('splitTemplateEntries', () => {
  it('splits on commas and line breaks, at the first colon, dropping entries without one', () => {
    expect(splitTemplateEntries('Weight: [__weight__], Temp: t:c\nno colon here\r\nHR : hr')).toEqual([
      { label: 'Weight', code: '[__weight__]' },
      { label: 'Temp', code: 't:c' },
      { label: 'HR', code: 'hr' },
    ]);
    expect(splitTemplateEntries('')).toEqual([]);
    expect(splitTemplateEntries('just text, more text')).toEqual([]);
  });
  it('makes groups from a template and joins them back', () => {
    const groups = templateGroups([{ section: 'Subjective', value: 'Complaint: cc, Onset: on' }]);
    expect(groups[0]).toEqual({ section: 'Subjective', entries: [{ label: 'Complaint', code: 'cc' }, { label: 'Onset', code: 'on' }] });
    expect(groupValue(groups[0]!)).toBe('Complaint: cc, Onset: on');
  });
});

describe('addEntryToGroup', () => {
  const group = { section: 'Objective', entries: [{ label: 'Weight', code: 'w' }] };
  it('adds a new entry', () => {
    const result = addEntryToGroup(group, { label: 'Pulse', code: 'p' });
    expect(result.error).toBeNull();
    expect(result.group.entries).toHaveLength(2);
  });
  it('refuses a duplicate (label any case, same code)', () => {
    const result = addEntryToGroup(group, { label: 'weight', code: 'w' });
    expect(result.error).toBe(DUPLICATE_ITEM_TEXT);
    expect(result.group).toBe(group);
  });
});

describe('canGenerateSoap', () => {
  it('needs more than 30 characters and an unfinalized note', () => {
    expect(canGenerateSoap('x'.repeat(30), false)).toBe(false);
    expect(canGenerateSoap('x'.repeat(31), false)).toBe(true);
    expect(canGenerateSoap('x'.repeat(31), true)).toBe(false);
    expect(canGenerateSoap(`  ${'x'.repeat(29)}   `, false)).toBe(false);
  });
});

describe('canFinalizeAs', () => {
  it("needs a role name containing 'vet', any case", () => {
    expect(canFinalizeAs('Veterinarian')).toBe(true);
    expect(canFinalizeAs('Associate VET')).toBe(true);
    expect(canFinalizeAs('Admin')).toBe(false);
    expect(canFinalizeAs(undefined)).toBe(false);
  });
});

describe('AutosaveScheduler', () => {
  function fakeTimers() {
    let now = 0;
    const queue = new Map<number, { at: number; callback: () => void }>();
    let next = 1;
    const timers: TimerApi = {
      setTimeout: (callback, ms) => {
        const id = next++;
        queue.set(id, { at: now + ms, callback });
        return id;
      },
      clearTimeout: (handle) => void queue.delete(handle as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [id, entry] of [...queue]) {
        if (entry.at <= now) {
          queue.delete(id);
          entry.callback();
        }
      }
    };
    return { timers, advance };
  }

  it('saves once, 5000 ms after the last change', () => {
    const { timers, advance } = fakeTimers();
    let saves = 0;
    const scheduler = new AutosaveScheduler(() => saves++, 5000, timers);
    scheduler.changed();
    advance(4000);
    scheduler.changed();
    advance(4999);
    expect(saves).toBe(0);
    expect(scheduler.pending).toBe(true);
    advance(1);
    expect(saves).toBe(1);
    expect(scheduler.pending).toBe(false);
    advance(10000);
    expect(saves).toBe(1);
  });
  it('cancel drops a pending save', () => {
    const { timers, advance } = fakeTimers();
    let saves = 0;
    const scheduler = new AutosaveScheduler(() => saves++, 5000, timers);
    scheduler.changed();
    scheduler.cancel();
    advance(6000);
    expect(saves).toBe(0);
  });
});
