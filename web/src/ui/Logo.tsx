interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
}

export function Logo({ inverted = false, className = '' }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0f766e'} />
        <path
          d="M9 16h4l2-5 3 10 2-5h3"
          fill="none"
          stroke={inverted ? '#0f766e' : '#ffffff'}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        Vet<span className={inverted ? 'text-teal-200' : 'text-teal-700'}>Chart</span>
      </span>
    </span>
  );
}
