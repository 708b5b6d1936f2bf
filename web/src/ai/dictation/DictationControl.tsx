// The dictation control of a free-text field (spec 001 sections 2.10, 4 and 9): Start Recording,
// then Recording with Pause / Resume and Stop. Every 30 s of recording is sent to speech-to-text
// as it is recorded and its text appended to the field in recording order; after Stop the last
// part is sent and the control waits for the answers ('Transcribing…'). A part that fails shows
// 'Error transcribing voice' and recording goes on. A refused microphone is only logged. Without
// a speech-to-text model on the server the button is unavailable and tells staff to ask their
// administrator (the setting itself is documented for whoever runs the server).
import { useEffect, useRef, useState } from 'react';
import { Tooltip } from '../../ui/Tooltip';
import { notify } from '../../ui/notifications/notificationStore';
import { appendDictated } from '../mergeModes';
import { useTranscribeAudio } from '../mutations/useTranscribeAudio';
import { DictationSession, type DictationState, type RecorderEvents } from './dictationSession';
import { describeFailure, failureOf, TRANSCRIBE_ERROR_TITLE, TranscriptionFailure } from './transcriptionFailure';
import { toolButtonClasses } from '../toolButton';

/** What the browser records, in order of preference (Chromium: WebM/Opus; Safari: MP4). */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/mpeg'];

const supportedMimeType = () => MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';

/** A segment as a data URI, its type without codec parameters (the server checks the bare type). */
async function toDataUri(segment: Blob): Promise<string> {
  const bytes = new Uint8Array(await segment.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return `data:${segment.type.split(';')[0]};base64,${btoa(binary)}`;
}

/** A MediaRecorder on the stream, reporting its data and its stop. */
function newRecorder(stream: MediaStream, mimeType: string, events: RecorderEvents): MediaRecorder {
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  recorder.ondataavailable = (event) => events.onData(event.data);
  recorder.onstop = () => events.onStop();
  return recorder;
}

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface DictationControlProps {
  /** The field's label, for the control's status text. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  available: boolean;
  /** Why dictation is unavailable, in staff's words. */
  unavailableReason: string;
}

type ControlState = DictationState | 'starting';

export function DictationControl({ label, value, onChange, disabled = false, available, unavailableReason }: DictationControlProps) {
  const [state, setState] = useState<ControlState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [note, setNote] = useState('');
  const [transcribe] = useTranscribeAudio();
  const session = useRef<DictationSession | null>(null);
  const stream = useRef<MediaStream | null>(null);
  // Texts arrive after renders: each appends to the latest value, including the previous text.
  const latest = useRef(value);
  latest.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  // Leaving the screen ends the recording and lets the microphone go.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.abandon();
      session.current = null;
      release();
    };
  }, []);

  // The time shown counts recording only: a resume goes on from the time shown at the pause.
  const shownMs = useRef(0);
  shownMs.current = elapsedMs;
  useEffect(() => {
    if (state !== 'recording') return;
    const started = Date.now() - shownMs.current;
    const timer = setInterval(() => setElapsedMs(Date.now() - started), 500);
    return () => clearInterval(timer);
  }, [state]);

  const send = async (segment: Blob) => {
    const { transcribeAudio: result } = await transcribe({ input: { dataUri: await toDataUri(segment) } });
    switch (result?.__typename) {
      case 'TranscribeAudioSuccess':
        return result.text ?? '';
      case 'InputValidationError':
        throw new TranscriptionFailure('invalid-audio', result.message ?? '');
      case 'AiUnavailableError':
        throw new TranscriptionFailure('unavailable', result.message ?? '');
      case 'AiProviderError':
        throw new TranscriptionFailure('provider', result.message ?? '');
      default:
        throw new TranscriptionFailure('server', result && 'message' in result ? (result.message ?? '') : '');
    }
  };

  const start = async () => {
    if (!available || disabled || state !== 'idle') return;
    setState('starting');
    setNote('');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      // Spec 001 section 2.10: a refused microphone is only logged.
      console.warn('Dictation: the microphone could not be opened.', error);
      setState('idle');
      return;
    }
    // The field went away while the browser asked for the microphone.
    if (!mounted.current) {
      media.getTracks().forEach((track) => track.stop());
      return;
    }
    stream.current = media;
    const mimeType = supportedMimeType();
    const dictation = new DictationSession({
      createRecorder: (events) => newRecorder(media, mimeType, events),
      transcribe: (segment) => send(segment).catch((error: unknown) => Promise.reject(failureOf(error))),
      onText: (text) => {
        latest.current = appendDictated(latest.current, text);
        onChangeRef.current(latest.current);
      },
      onSegmentError: (error) => notify('warning', TRANSCRIBE_ERROR_TITLE, describeFailure(failureOf(error))),
      onSegmentSkipped: (reason, final) => {
        if (final && reason === 'too-short') setNote('The last part was 3 seconds or shorter and was not transcribed.');
      },
      onStateChange: setState,
      onFinished: release,
    });
    session.current = dictation;
    setElapsedMs(0);
    dictation.start();
  };

  if (!available) {
    return (
      <Tooltip text={unavailableReason} align="end">
        {(describedBy) => (
          <button type="button" aria-disabled="true" aria-describedby={describedBy} className={toolButtonClasses(true)}>
            <MicIcon />
            Start Recording
          </button>
        )}
      </Tooltip>
    );
  }

  const recording = state === 'recording' || state === 'paused';
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {!recording && (
        <button type="button" onClick={start} disabled={disabled || state !== 'idle'} aria-busy={state === 'starting' || state === 'transcribing' || undefined} className={toolButtonClasses(disabled || state !== 'idle')}>
          <MicIcon />
          {state === 'transcribing' ? 'Transcribing…' : 'Start Recording'}
        </button>
      )}
      {recording && (
        <>
          <span className="inline-flex items-center gap-1.5 rounded-md bg-rose-50 px-2 py-1 text-xs font-semibold text-rose-800 ring-1 ring-rose-200">
            <span aria-hidden="true" className={`size-2 rounded-full bg-rose-600 ${state === 'recording' ? 'animate-pulse' : ''}`} />
            {state === 'recording' ? 'Recording' : 'Paused'} {clock(elapsedMs)}
          </span>
          <button type="button" onClick={() => (state === 'recording' ? session.current?.pause() : session.current?.resume())} className={toolButtonClasses(false)}>
            {state === 'recording' ? 'Pause' : 'Resume'}
          </button>
          <button type="button" onClick={() => session.current?.stop()} className={toolButtonClasses(false)}>
            Stop
          </button>
        </>
      )}
      <span role="status" className="sr-only">
        {state === 'recording' ? `Recording ${label}` : state === 'paused' ? 'Recording paused' : state === 'transcribing' ? 'Transcribing the recording' : ''}
      </span>
      {note && state === 'idle' && <span className="text-xs text-slate-600">{note}</span>}
    </span>
  );
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
      <path d="M10 13a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v5a3 3 0 0 0 3 3Z" />
      <path d="M5 9.5a.75.75 0 0 0-1.5 0A6.5 6.5 0 0 0 9.25 15.95v1.55h-2a.75.75 0 0 0 0 1.5h5.5a.75.75 0 0 0 0-1.5h-2v-1.55A6.5 6.5 0 0 0 16.5 9.5a.75.75 0 0 0-1.5 0 5 5 0 0 1-10 0Z" />
    </svg>
  );
}
