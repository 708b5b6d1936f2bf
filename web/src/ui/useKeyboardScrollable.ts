// A box whose content scrolls must be scrollable by keyboard too (WCAG 2.1.1): while its content
// is larger than it (a table in a narrow window), it takes focus, so arrow keys scroll it, and is
// a region named after its content ('Roles table'). When everything fits it is no extra tab stop.
import { useLayoutEffect, useRef, useState } from 'react';

export function useKeyboardScrollable<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return overflowing ? { ref, tabIndex: 0, role: 'region', 'aria-label': label } : { ref };
}
