// Dictation's recording logic (spec 001 section 2.10 and section 9), apart from the browser so it
// can be tested: the microphone is recorded in 30-second segments, each sent to speech-to-text as
// soon as it is recorded, and the texts are handed on in recording order even when the answers
// come back out of order. A segment that fails is reported and skipped; recording goes on.
//
// Each segment is a recorder of its own on the same microphone stream, stopped and started again
// every 30 s of recorded time (paused time does not count). A MediaRecorder started with a
// timeslice would give chunks of one file, of which only the first carries the container header,
// so a later chunk alone is no audio file any speech-to-text service can read; a complete file per
// segment is, and needs no overlap between segments (and so no overlap trimming).

/** Recorded time per segment (section 9: auto-transcribed every 30 s). */
export const SEGMENT_MS = 30_000;
/** Segments under 1000 bytes are skipped (section 5). */
export const MIN_SEGMENT_BYTES = 1000;
/** Recorder data over 100 bytes is kept (section 9). */
export const MIN_CHUNK_BYTES = 100;
/** The last segment, cut short by Stop, is sent only when it is longer than 3 s (section 9). */
export const MIN_FINAL_SEGMENT_MS = 3000;

/** The part of MediaRecorder the session uses. */
export interface SegmentRecorder {
  readonly mimeType: string;
  start(): void;
  stop(): void;
  pause(): void;
  resume(): void;
}

/** What a recorder reports: its data (handed before its stop), and its stop. */
export interface RecorderEvents {
  onData: (data: Blob) => void;
  onStop: () => void;
}

export type DictationState = 'idle' | 'recording' | 'paused' | 'transcribing';

/** Why a segment was not sent: not audio, under 1000 bytes, or a last segment of 3 s or less. */
export type SkipReason = 'not-audio' | 'too-small' | 'too-short';

export interface DictationSessionOptions {
  /** A new recorder on the open microphone stream, reporting to `events`. */
  createRecorder: (events: RecorderEvents) => SegmentRecorder;
  /** Speech-to-text of one segment; rejects when it fails. */
  transcribe: (segment: Blob, index: number) => Promise<string>;
  /** A segment's text, called in recording order. */
  onText: (text: string) => void;
  onSegmentError: (error: unknown, index: number) => void;
  onSegmentSkipped?: (reason: SkipReason, final: boolean) => void;
  onStateChange: (state: DictationState) => void;
  /** After Stop, once every segment has been answered; the microphone can be let go. */
  onFinished: () => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Hands texts on in order: each segment gets the next number when it is sent; an answer (or a
 * failure, which counts as an empty answer) is held until every earlier segment is answered.
 */
export class TranscriptOrder {
  private readonly answers = new Map<number, string | null>();
  private nextToHand = 0;
  private sent = 0;

  constructor(private readonly onText: (text: string) => void) {}

  /** The number of the segment being sent. */
  next(): number {
    return this.sent++;
  }

  answer(index: number, text: string | null): void {
    this.answers.set(index, text);
    while (this.answers.has(this.nextToHand)) {
      const ready = this.answers.get(this.nextToHand);
      this.answers.delete(this.nextToHand);
      this.nextToHand += 1;
      if (ready?.trim()) this.onText(ready.trim());
    }
  }

  /** Segments sent and not yet handed on. */
  get pending(): number {
    return this.sent - this.nextToHand;
  }
}

interface Segment {
  recorder: SegmentRecorder;
  chunks: Blob[];
  /** What the recorder's stop does, set when the segment ends; null drops it (abandoned). */
  whenStopped: (() => void) | null;
}

export class DictationSession {
  private state: DictationState = 'idle';
  private segment: Segment | null = null;
  private timer: unknown = null;
  /** Recorded time of the current segment before its last resume, and when recording last (re)started. */
  private recordedMs = 0;
  private runningSince = 0;
  private stopping = false;
  private readonly order: TranscriptOrder;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: DictationSessionOptions) {
    this.order = new TranscriptOrder(options.onText);
    this.now = options.now ?? (() => Date.now());
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get current(): DictationState {
    return this.state;
  }

  /** Segments sent and not answered yet. */
  get pending(): number {
    return this.order.pending;
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.stopping = false;
    this.beginSegment();
    this.setState('recording');
  }

  pause(): void {
    if (this.state !== 'recording' || !this.segment) return;
    this.recordedMs += this.now() - this.runningSince;
    this.cancelTimer();
    this.segment.recorder.pause();
    this.setState('paused');
  }

  resume(): void {
    if (this.state !== 'paused' || !this.segment) return;
    this.segment.recorder.resume();
    this.runningSince = this.now();
    this.scheduleCut(SEGMENT_MS - this.recordedMs);
    this.setState('recording');
  }

  /** Ends recording: the last segment is sent if long enough, then the answers are awaited. */
  stop(): void {
    if ((this.state !== 'recording' && this.state !== 'paused') || !this.segment) return;
    const paused = this.state === 'paused';
    this.stopping = true;
    this.setState('transcribing');
    this.endSegment(true, paused);
  }

  /** Drops everything at once (the field went away): nothing more is sent or handed on. */
  abandon(): void {
    this.cancelTimer();
    const segment = this.segment;
    this.segment = null;
    if (segment) {
      segment.whenStopped = null;
      try {
        segment.recorder.stop();
      } catch {
        // Already inactive.
      }
    }
    this.stopping = false;
    this.state = 'idle';
  }

  private setState(state: DictationState): void {
    this.state = state;
    this.options.onStateChange(state);
  }

  private beginSegment(): void {
    const chunks: Blob[] = [];
    const segment: Segment = {
      chunks,
      whenStopped: null,
      recorder: this.options.createRecorder({
        onData: (data) => {
          if (data.size > MIN_CHUNK_BYTES) chunks.push(data);
        },
        onStop: () => {
          const run = segment.whenStopped;
          segment.whenStopped = null;
          run?.();
        },
      }),
    };
    this.segment = segment;
    this.recordedMs = 0;
    this.runningSince = this.now();
    segment.recorder.start();
    this.scheduleCut(SEGMENT_MS);
  }

  private scheduleCut(ms: number): void {
    this.cancelTimer();
    this.timer = this.setTimer(() => this.cut(), Math.max(0, ms));
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  /** 30 s recorded: this segment goes to speech-to-text and the next one starts at once. */
  private cut(): void {
    if (this.state !== 'recording') return;
    this.endSegment(false, false);
    this.beginSegment();
  }

  private endSegment(final: boolean, paused: boolean): void {
    const segment = this.segment;
    if (!segment) return;
    this.cancelTimer();
    const durationMs = this.recordedMs + (paused ? 0 : this.now() - this.runningSince);
    if (final) this.segment = null;
    // The recorder hands its last data before its stop event.
    segment.whenStopped = () => {
      this.send(segment.chunks, segment.recorder.mimeType, durationMs, final);
      if (final) this.finishWhenAnswered();
    };
    segment.recorder.stop();
  }

  private send(chunks: Blob[], mimeType: string, durationMs: number, final: boolean): void {
    const segment = new Blob(chunks, { type: mimeType || chunks[0]?.type || '' });
    const skipped: SkipReason | null = !isAudio(segment.type)
      ? 'not-audio'
      : final && durationMs <= MIN_FINAL_SEGMENT_MS
        ? 'too-short'
        : segment.size < MIN_SEGMENT_BYTES
          ? 'too-small'
          : null;
    if (skipped) {
      this.options.onSegmentSkipped?.(skipped, final);
      return;
    }
    const index = this.order.next();
    this.options.transcribe(segment, index).then(
      (text) => this.answered(index, text),
      (error: unknown) => {
        this.options.onSegmentError(error, index);
        this.answered(index, null);
      },
    );
  }

  private answered(index: number, text: string | null): void {
    if (this.state === 'idle' && !this.stopping) return;
    this.order.answer(index, text);
    if (this.stopping) this.finishWhenAnswered();
  }

  private finishWhenAnswered(): void {
    if (!this.stopping || this.segment || this.order.pending > 0 || this.state !== 'transcribing') return;
    this.stopping = false;
    this.setState('idle');
    this.options.onFinished();
  }
}

/** Only audio is sent (section 5: a segment of another type is skipped). */
export const isAudio = (type: string) => type.toLowerCase().startsWith('audio/');
