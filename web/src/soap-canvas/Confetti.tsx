// The success animation of the SOAP canvas (spec 003 sections 2.2 and 9): 50 pieces falling over
// the page, removed after 5 s. With prefers-reduced-motion the pieces are not animated and are
// not shown at all. Decorative: hidden from assistive technology, never catches clicks.
import { useEffect, useMemo, useState } from 'react';

export const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 5000;
const COLOURS = ['#0ea5e9', '#22c55e', '#f59e0b', '#ef4444', '#a855f7', '#14b8a6'];

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Shows once each time `burst` changes to a new number (0: nothing). */
export function Confetti({ burst }: { burst: number }) {
  const [visible, setVisible] = useState(0);
  useEffect(() => {
    if (!burst || prefersReducedMotion()) return;
    setVisible(burst);
    const timer = setTimeout(() => setVisible(0), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [burst]);
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI_PIECES }, (_, index) => ({
        left: (index * 37) % 100,
        delay: (index % 10) * 0.12,
        duration: 2.4 + ((index * 7) % 20) / 10,
        colour: COLOURS[index % COLOURS.length],
        rotate: (index * 53) % 360,
      })),
    [],
  );
  if (!visible) return null;
  return (
    <div aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      <style>{'@keyframes soap-confetti-fall { from { transform: translateY(-10vh) rotate(0deg); } to { transform: translateY(110vh) rotate(720deg); } }'}</style>
      {pieces.map((piece, index) => (
        <span
          key={index}
          data-confetti-piece=""
          className="absolute top-0 block h-3 w-2 rounded-sm"
          style={{
            left: `${piece.left}%`,
            background: piece.colour,
            transform: `rotate(${piece.rotate}deg)`,
            animation: `soap-confetti-fall ${piece.duration}s linear ${piece.delay}s forwards`,
          }}
        />
      ))}
    </div>
  );
}
