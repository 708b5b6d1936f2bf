// The e-check-in rules with an injected clock: when each setting sends, in the clinic's time
// zone, each mail once, and what a scheduler that was stopped sends when it comes back.
import { describe, expect, it } from 'vitest';
import { localDay, localTime, nextMail, onWallClock, plannedMails, zonedInstant, type SentMail } from './schedule.ts';

const CHICAGO = 'America/Chicago';
// Daylight saving starts in Chicago on 2026-03-08 (CST -6 before, CDT -5 after).
const visit = { id: 'CV-APT-1', date: '2026-03-10', time: '14:30' };
const at = (iso: string) => new Date(iso);

describe('zonedInstant', () => {
  it('reads a wall-clock time in the time zone, across daylight saving', () => {
    expect(zonedInstant('2026-03-10', '07:00', CHICAGO).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(zonedInstant('2026-03-03', '07:00', CHICAGO).toISOString()).toBe('2026-03-03T13:00:00.000Z');
    expect(zonedInstant('2026-03-10', '07:00', 'Asia/Kolkata').toISOString()).toBe('2026-03-10T01:30:00.000Z');
    expect(zonedInstant('2026-03-10', '07:00', 'UTC').toISOString()).toBe('2026-03-10T07:00:00.000Z');
  });

  it('reads a skipped time with the offset before the jump and a repeated one as its first occurrence', () => {
    expect(zonedInstant('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('names the local day and time of an instant', () => {
    expect(localDay(at('2026-03-10T04:59:00Z'), CHICAGO)).toBe('2026-03-09');
    expect(localDay(at('2026-03-10T05:00:00Z'), CHICAGO)).toBe('2026-03-10');
    expect(localTime(at('2026-03-10T05:00:00Z'), CHICAGO)).toBe('00:00');
    expect(localTime(at('2026-03-10T19:30:00Z'), CHICAGO)).toBe('14:30');
  });

  it("reads a practice system's wall clock on the clinic's", () => {
    expect(onWallClock('2026-03-10', '14:30', CHICAGO, CHICAGO)).toEqual({ date: '2026-03-10', time: '14:30' });
    expect(onWallClock('2026-03-10', '00:30', 'America/New_York', CHICAGO)).toEqual({ date: '2026-03-09', time: '23:30' });
  });
});

describe('plannedMails', () => {
  it('0 days: 7am local on the appointment day', () => {
    expect(plannedMails(visit, { days_before: 0, daily_reminder: false }, CHICAGO)).toEqual([{ kind: 'checkin', due_at: at('2026-03-10T12:00:00Z') }]);
  });

  it('1, 3 and 7 days: the appointment time that many days before, on the clinic wall clock', () => {
    const checkin = (days: number) => plannedMails(visit, { days_before: days, daily_reminder: false }, CHICAGO)[0]!.due_at.toISOString();
    expect(checkin(1)).toBe('2026-03-09T19:30:00.000Z');
    // Before daylight saving started: 2:30pm CST.
    expect(checkin(3)).toBe('2026-03-07T20:30:00.000Z');
    expect(checkin(7)).toBe('2026-03-03T20:30:00.000Z');
  });

  it('the daily reminder: 8am local on each later day up to the appointment day, before it starts', () => {
    expect(plannedMails(visit, { days_before: 3, daily_reminder: true }, CHICAGO)).toEqual([
      { kind: 'checkin', due_at: at('2026-03-07T20:30:00Z') },
      { kind: 'reminder:2026-03-08', due_at: at('2026-03-08T13:00:00Z') },
      { kind: 'reminder:2026-03-09', due_at: at('2026-03-09T13:00:00Z') },
      { kind: 'reminder:2026-03-10', due_at: at('2026-03-10T13:00:00Z') },
    ]);
    // An appointment at 7:30 gets no reminder on its own day; 0 days has no later day.
    expect(plannedMails({ ...visit, time: '07:30' }, { days_before: 1, daily_reminder: true }, CHICAGO).map((m) => m.kind)).toEqual(['checkin']);
    expect(plannedMails(visit, { days_before: 0, daily_reminder: true }, CHICAGO).map((m) => m.kind)).toEqual(['checkin']);
  });

  it('refuses a setting the modal does not offer', () => {
    expect(() => plannedMails(visit, { days_before: 2, daily_reminder: false }, CHICAGO)).toThrow('Unknown days_before: 2');
  });
});

describe('nextMail', () => {
  const settings = { days_before: 3, daily_reminder: true };
  const next = (sent: SentMail[], now: string) => nextMail(visit, settings, CHICAGO, sent, at(now))?.kind ?? null;

  it('sends nothing before the check-in mail is due, then the check-in mail, once', () => {
    expect(next([], '2026-03-07T20:29:59Z')).toBeNull();
    expect(next([], '2026-03-07T20:30:00Z')).toBe('checkin');
    const sent = [{ kind: 'checkin', at: at('2026-03-07T20:30:05Z') }];
    expect(next(sent, '2026-03-07T20:31:00Z')).toBeNull();
    expect(next(sent, '2026-03-08T12:59:59Z')).toBeNull();
  });

  it('sends each reminder at 8am local, once', () => {
    const sent: SentMail[] = [{ kind: 'checkin', at: at('2026-03-07T20:30:05Z') }];
    expect(next(sent, '2026-03-08T13:00:00Z')).toBe('reminder:2026-03-08');
    sent.push({ kind: 'reminder:2026-03-08', at: at('2026-03-08T13:00:02Z') });
    expect(next(sent, '2026-03-08T18:00:00Z')).toBeNull();
    expect(next(sent, '2026-03-09T13:00:00Z')).toBe('reminder:2026-03-09');
  });

  it('after a stop, sends what fell due once: the check-in mail, then only the latest reminder', () => {
    // Stopped from before the check-in mail until the morning of the appointment.
    expect(next([], '2026-03-10T14:00:00Z')).toBe('checkin');
    const late: SentMail[] = [{ kind: 'checkin', at: at('2026-03-10T14:00:01Z') }];
    // The day's 8am reminder fell due before that mail: skipped, not sent on top of it.
    expect(next(late, '2026-03-10T14:05:00Z')).toBeNull();
    // Stopped after the check-in mail: one reminder, the latest, not three.
    const early: SentMail[] = [{ kind: 'checkin', at: at('2026-03-07T20:30:05Z') }];
    expect(next(early, '2026-03-10T15:00:00Z')).toBe('reminder:2026-03-10');
    early.push({ kind: 'reminder:2026-03-10', at: at('2026-03-10T15:00:01Z') });
    expect(next(early, '2026-03-10T15:01:00Z')).toBeNull();
  });

  it('sends nothing once the appointment has started, or for a cancelled one', () => {
    expect(next([], '2026-03-10T19:30:00Z')).toBeNull();
    expect(nextMail({ ...visit, status: 'Cancelled' }, settings, CHICAGO, [], at('2026-03-09T00:00:00Z'))).toBeNull();
    expect(nextMail({ ...visit, status: 'Confirmed' }, settings, CHICAGO, [], at('2026-03-09T00:00:00Z'))?.kind).toBe('checkin');
  });

  it('0, 1 and 7 days each send at their time', () => {
    const first = (days_before: number, now: string) => nextMail(visit, { days_before, daily_reminder: false }, CHICAGO, [], at(now))?.kind ?? null;
    expect(first(0, '2026-03-10T11:59:00Z')).toBeNull();
    expect(first(0, '2026-03-10T12:00:00Z')).toBe('checkin');
    expect(first(1, '2026-03-09T19:29:00Z')).toBeNull();
    expect(first(1, '2026-03-09T19:30:00Z')).toBe('checkin');
    expect(first(7, '2026-03-03T20:29:00Z')).toBeNull();
    expect(first(7, '2026-03-03T20:30:00Z')).toBe('checkin');
  });
});
