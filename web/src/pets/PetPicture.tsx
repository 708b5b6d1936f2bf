// A pet's picture, or the generic placeholder when it has none (spec 001 section 9).
interface PetPictureProps {
  url: string | null | undefined;
  name: string;
  size?: number;
}

export function PetPicture({ url, name, size = 40 }: PetPictureProps) {
  const style = { width: size, height: size };
  if (url) return <img src={url} alt={`Picture of ${name}`} style={style} className="shrink-0 rounded-full border border-slate-200 object-cover" />;
  return (
    <span role="img" aria-label={`${name} has no picture`} style={style} className="inline-flex shrink-0 items-center justify-center rounded-full border border-slate-200 bg-slate-100 text-slate-400">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" style={{ width: size * 0.55, height: size * 0.55 }}>
        <circle cx="5.5" cy="9.5" r="2.2" />
        <circle cx="9.5" cy="5.5" r="2.2" />
        <circle cx="14.5" cy="5.5" r="2.2" />
        <circle cx="18.5" cy="9.5" r="2.2" />
        <path d="M12 11c-3.3 0-6 3.4-6 6.2 0 1.8 1.4 2.8 3 2.8 1.2 0 2-.6 3-.6s1.8.6 3 .6c1.6 0 3-1 3-2.8 0-2.8-2.7-6.2-6-6.2z" />
      </svg>
    </span>
  );
}
