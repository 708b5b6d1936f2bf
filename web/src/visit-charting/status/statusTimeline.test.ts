import { describe, expect, it } from 'vitest';
import { statusLogText, statusLogTime, statusOptionLabel } from './statusTimeline';

describe('the status timeline', () => {
  it('names the statuses in upper case', () => {
    expect(statusOptionLabel('Ready for Treatment')).toBe('READY FOR TREATMENT');
  });
  it("words a log entry as the spec's 'user updated status to event'", () => {
    expect(statusLogText({ userName: 'Jordan Ellis', event: 'Exam in Progress' })).toBe('Jordan Ellis updated status to Exam in Progress');
  });
  it('gives the time as MM/DD/YYYY, h:mm AM/PM', () => {
    expect(statusLogTime('2026-11-25T15:04:00Z')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  });
});

describe('reasons for modification', () => {
  it('write their YYYY/MM/DD day as MM/DD/YYYY', async () => {
    const { modificationDateText } = await import('./statusTimeline');
    expect(modificationDateText('2026/11/20')).toBe('11/20/2026');
    expect(modificationDateText('not a date')).toBe('not a date');
  });
});
