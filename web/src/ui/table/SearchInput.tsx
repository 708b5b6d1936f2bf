// A search box that reports what was typed after a pause (spec: 300 ms by default).
import { useEffect, useRef, useState } from 'react';
import { focusRing } from '../Button';

interface SearchInputProps {
  label: string;
  onSearch: (text: string) => void;
  /** Each keystroke's text, before the pause (what a list shows meanwhile may follow it). */
  onType?: (text: string) => void;
  debounceMs?: number;
  placeholder?: string;
}

export function SearchInput({ label, onSearch, onType, debounceMs = 300, placeholder = 'Search' }: SearchInputProps) {
  const [text, setText] = useState('');
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => onSearchRef.current(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onType?.(event.target.value.trim());
      }}
      className={`w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm ${focusRing}`}
    />
  );
}
