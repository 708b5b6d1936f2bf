// The signature pad (spec 002 section 9, spec 003 section 9): black ink on an 800 × 200 area,
// saved as an 800 × 200 PNG. On a narrow screen the pad is as wide as the screen allows and keeps
// the 4:1 shape; what is drawn is scaled to 800 × 200 when it is read. Drawing a signature is a
// pointer gesture by nature (WCAG 2.1.1 exempts it); the pad says so in its description.
// Loaded on its own (LazySignaturePad.tsx): the signature_pad package is needed only where
// someone signs. A roomy pad (the treatment plan signed on a phone) is 192 px tall on a
// phone instead of a 4:1 strip a finger can hardly sign in; its PNG is then 800 px wide in the
// pad's own shape, and from the sm breakpoint up it is the usual 4:1 (800 × 200).
import SignaturePadLibrary, { type PointGroup } from 'signature_pad';
import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';

export const SIGNATURE_WIDTH = 800;
export const SIGNATURE_HEIGHT = 200;

export interface SignaturePadHandle {
  /** Wipes the pad (Re-Sign). */
  clear(): void;
  /** The drawing as an 800 × 200 PNG data URL on white; null while nothing is drawn. */
  toPng(): string | null;
}

interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** The pad's visible label, e.g. 'Signature'. */
  label: string;
  /** Called with true once a stroke is drawn and with false when the pad is cleared. */
  onChange?: (signed: boolean) => void;
  disabled?: boolean;
  /** On a phone, a pad tall enough to sign with a finger (see above). */
  roomy?: boolean;
}

/** Strokes drawn at one size, redrawn at another (a roomy pad may change shape when turned). */
function scaled(groups: PointGroup[], factorX: number, factorY: number): PointGroup[] {
  return groups.map((group) => ({ ...group, points: group.points.map((point) => ({ ...point, x: point.x * factorX, y: point.y * factorY })) }));
}

export function SignaturePad({ ref, label, onChange, disabled = false, roomy = false }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePadLibrary(canvas, { penColor: 'black', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let drawnWidth = 0;
    let drawnHeight = 0;
    // The canvas's pixels follow its size on screen (sharp on high-density screens); strokes
    // already drawn are rescaled rather than lost when the size changes (a phone turned).
    const fit = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || height === 0 || (width === drawnWidth && height === drawnHeight)) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = drawnWidth ? scaled(pad.toData(), width / drawnWidth, height / drawnHeight) : [];
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      if (strokes.length) pad.fromData(strokes);
      drawnWidth = width;
      drawnHeight = height;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const ended = () => onChangeRef.current?.(!pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      clear() {
        padRef.current?.clear();
        onChangeRef.current?.(false);
      },
      toPng() {
        const pad = padRef.current;
        const canvas = canvasRef.current;
        if (!pad || !canvas || pad.isEmpty()) return null;
        const out = document.createElement('canvas');
        // 800 wide in the pad's shape: 800 × 200 for the 4:1 pad, taller for a roomy one on a phone.
        const shape = canvas.offsetWidth / (canvas.offsetHeight || 1);
        const height = !roomy || shape >= 3.9 ? SIGNATURE_HEIGHT : Math.min(Math.round(SIGNATURE_WIDTH / shape), SIGNATURE_WIDTH);
        out.width = SIGNATURE_WIDTH;
        out.height = height;
        const context = out.getContext('2d')!;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, SIGNATURE_WIDTH, height);
        context.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, height);
        return out.toDataURL('image/png');
      },
    }),
    [roomy],
  );

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="w-full max-w-[800px]">
      <p id={labelId} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <canvas
        ref={canvasRef}
        data-testid="signature-pad"
        className={`block w-full touch-none ${roomy ? 'h-48 sm:aspect-[4/1] sm:h-auto' : 'aspect-[4/1]'} rounded-lg border-2 border-dashed bg-white ${disabled ? 'cursor-not-allowed border-slate-200 opacity-60' : 'cursor-crosshair border-slate-400'}`}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        Sign inside the box with a mouse, a finger or a pen.
      </p>
    </div>
  );
}
