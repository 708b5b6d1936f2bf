import { describe, expect, it } from 'vitest';
import { DictationSession, MIN_FINAL_SEGMENT_MS, SEGMENT_MS, TranscriptOrder, type DictationState, type RecorderEvents, type SegmentRecorder } from './dictationSession';

/** A recorder that hands `bytes` of audio per second recorded when stopped. */
class FakeRecorder implements SegmentRecorder {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  private recordedMs = 0;
  private since = 0;
  constructor(
    private readonly events: RecorderEvents,
    private readonly clock: Clock,
    readonly mimeType = 'audio/webm',
    private readonly bytesPerSecond = 4000,
  ) {}
  start() {
    this.state = 'recording';
    this.since = this.clock.now;
  }
  pause() {
    this.recordedMs += this.clock.now - this.since;
    this.state = 'paused';
  }
  resume() {
    this.since = this.clock.now;
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'recording') this.recordedMs += this.clock.now - this.since;
    this.state = 'inactive';
    const size = Math.round((this.recordedMs / 1000) * this.bytesPerSecond);
    this.events.onData(new Blob([new Uint8Array(size)], { type: this.mimeType }));
    this.events.onStop();
  }
}

/** A clock and timers moved by hand. */
class Clock {
  now = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private ids = 0;
  set = (run: () => void, ms: number) => {
    const id = ++this.ids;
    this.timers.push({ at: this.now + ms, run, id });
    return id;
  };
  clear = (id: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  };
  advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clear(due.id);
      this.now = due.at;
      due.run();
    }
    this.now = until;
  }
}

interface Pending {
  index: number;
  bytes: number;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

function setup(options: { mimeType?: string; bytesPerSecond?: number } = {}) {
  const clock = new Clock();
  const recorders: FakeRecorder[] = [];
  const sent: Pending[] = [];
  const texts: string[] = [];
  const errors: number[] = [];
  const skipped: string[] = [];
  const states: DictationState[] = [];
  let finished = 0;
  const session = new DictationSession({
    createRecorder: (events) => {
      const recorder = new FakeRecorder(events, clock, options.mimeType, options.bytesPerSecond);
      recorders.push(recorder);
      return recorder;
    },
    transcribe: (segment, index) => new Promise<string>((resolve, reject) => sent.push({ index, bytes: segment.size, resolve, reject })),
    onText: (text) => texts.push(text),
    onSegmentError: (_error, index) => errors.push(index),
    onSegmentSkipped: (reason) => skipped.push(reason),
    onStateChange: (state) => states.push(state),
    onFinished: () => (finished += 1),
    now: () => clock.now,
    setTimer: clock.set,
    clearTimer: clock.clear,
  });
  return { clock, recorders, sent, texts, errors, skipped, states, session, finished: () => finished };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TranscriptOrder', () => {
  it('hands texts on in the order their segments were sent, whatever order the answers come in', () => {
    const texts: string[] = [];
    const order = new TranscriptOrder((text) => texts.push(text));
    const [first, second, third] = [order.next(), order.next(), order.next()];
    order.answer(third, 'three');
    order.answer(second, 'two');
    expect(texts).toEqual([]);
    expect(order.pending).toBe(3);
    order.answer(first, 'one');
    expect(texts).toEqual(['one', 'two', 'three']);
    expect(order.pending).toBe(0);
  });

  it('lets a failed segment (no text) pass without holding the later ones', () => {
    const texts: string[] = [];
    const order = new TranscriptOrder((text) => texts.push(text));
    const [first, second] = [order.next(), order.next()];
    order.answer(second, 'after the failure');
    order.answer(first, null);
    expect(texts).toEqual(['after the failure']);
  });
});

describe('DictationSession', () => {
  it('cuts a segment every 30 s of recording and sends each at once, with a fresh recorder per segment', async () => {
    const { clock, recorders, sent, session, states } = setup();
    session.start();
    expect(states).toEqual(['recording']);
    clock.advance(SEGMENT_MS - 1);
    expect(sent).toHaveLength(0);
    clock.advance(1);
    expect(sent.map((segment) => segment.index)).toEqual([0]);
    expect(recorders).toHaveLength(2);
    expect(recorders[1]!.state).toBe('recording');
    clock.advance(SEGMENT_MS);
    expect(sent.map((segment) => segment.index)).toEqual([0, 1]);
    expect(sent[0]!.bytes).toBe(120_000);
  });

  it('appends the texts in recording order when the answers come back out of order, then finishes', async () => {
    const { clock, sent, session, texts, states, finished } = setup();
    session.start();
    clock.advance(SEGMENT_MS * 2 + 5000);
    session.stop();
    expect(sent).toHaveLength(3);
    expect(states.at(-1)).toBe('transcribing');
    sent[2]!.resolve('third');
    sent[1]!.resolve('second');
    await flush();
    expect(texts).toEqual([]);
    sent[0]!.resolve('first');
    await flush();
    expect(texts).toEqual(['first', 'second', 'third']);
    expect(states.at(-1)).toBe('idle');
    expect(finished()).toBe(1);
  });

  it('keeps recording when a segment fails, reports it, and hands on the texts around it', async () => {
    const { clock, sent, session, texts, errors, states } = setup();
    session.start();
    clock.advance(SEGMENT_MS);
    sent[0]!.reject(new Error('502'));
    await flush();
    expect(errors).toEqual([0]);
    expect(session.current).toBe('recording');
    clock.advance(SEGMENT_MS);
    sent[1]!.resolve('still here');
    await flush();
    expect(texts).toEqual(['still here']);
    expect(states).toEqual(['recording']);
  });

  it('does not count paused time towards the 30 s', () => {
    const { clock, sent, session, recorders } = setup();
    session.start();
    clock.advance(20_000);
    session.pause();
    expect(recorders[0]!.state).toBe('paused');
    clock.advance(60_000);
    expect(sent).toHaveLength(0);
    session.resume();
    clock.advance(9_999);
    expect(sent).toHaveLength(0);
    clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.bytes).toBe(120_000);
  });

  it('sends the last segment only when it is longer than 3 s', async () => {
    const short = setup();
    short.session.start();
    short.clock.advance(MIN_FINAL_SEGMENT_MS);
    short.session.stop();
    expect(short.sent).toHaveLength(0);
    expect(short.skipped).toEqual(['too-short']);
    expect(short.session.current).toBe('idle');
    expect(short.finished()).toBe(1);

    const long = setup();
    long.session.start();
    long.clock.advance(MIN_FINAL_SEGMENT_MS + 1);
    long.session.stop();
    expect(long.sent).toHaveLength(1);
  });

  it('skips segments under 1000 bytes and segments that are not audio', () => {
    const quiet = setup({ bytesPerSecond: 20 });
    quiet.session.start();
    quiet.clock.advance(SEGMENT_MS);
    expect(quiet.sent).toHaveLength(0);
    expect(quiet.skipped).toEqual(['too-small']);

    const video = setup({ mimeType: 'video/webm' });
    video.session.start();
    video.clock.advance(SEGMENT_MS);
    expect(video.sent).toHaveLength(0);
    expect(video.skipped).toEqual(['not-audio']);
  });

  it('counts a stop while paused by the time recorded before the pause', () => {
    const { clock, sent, session } = setup();
    session.start();
    clock.advance(2000);
    session.pause();
    clock.advance(10_000);
    session.stop();
    expect(sent).toHaveLength(0);
  });

  it('hands nothing on once abandoned', async () => {
    const { clock, sent, session, texts } = setup();
    session.start();
    clock.advance(SEGMENT_MS);
    session.abandon();
    sent[0]!.resolve('too late');
    await flush();
    expect(texts).toEqual([]);
    expect(session.current).toBe('idle');
  });
});
