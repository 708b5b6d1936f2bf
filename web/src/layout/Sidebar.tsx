// The dashboard sidebar (spec 003 section 2.1): 280px wide, collapsible, and on windows 1000px
// wide or narrower it folds away when someone clicks outside it.
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useSignOut } from '../auth/mutations/useSignOut';
import { focusRing } from '../ui/Button';
import { Logo } from '../ui/Logo';

const NARROW_WINDOW = 1000;

type IconName = 'home' | 'paw' | 'gear' | 'plug' | 'flask' | 'upload' | 'wand' | 'doc' | 'exit' | 'chevron';

const ICON_PATHS: Record<IconName, string> = {
  home: 'M3 10.5L12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  paw: 'M12 13c-3 0-6 3.5-6 6 0 1.5 1.5 2 3 1.5 1.2-.4 2-.8 3-.8s1.8.4 3 .8c1.5.5 3 0 3-1.5 0-2.5-3-6-6-6zM6 11a2 2 0 100-4 2 2 0 000 4zM10 7a2 2 0 100-4 2 2 0 000 4zM14 7a2 2 0 100-4 2 2 0 000 4zM18 11a2 2 0 100-4 2 2 0 000 4z',
  gear: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1A1.7 1.7 0 003 15H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1A1.7 1.7 0 0010 4.1V4a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1A1.7 1.7 0 0021 11h.1a2 2 0 110 4H21a1.7 1.7 0 00-1.6 0z',
  plug: 'M9 2v6M15 2v6M6 8h12v3a6 6 0 01-12 0V8zM12 17v5',
  flask: 'M9 3h6M10 3v6L4.5 18.5A2 2 0 006.2 21.5h11.6a2 2 0 001.7-3L14 9V3M7 15h10',
  upload: 'M4 16v3a2 2 0 002 2h12a2 2 0 002-2v-3M12 15V3M7 8l5-5 5 5',
  wand: 'M15 4V2M15 10V8M11 6h2M17 6h2M4 20L14 10M18 13l1 1M13 18l1 1',
  doc: 'M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8l-5-5zM14 3v5h5M8 13h8M8 17h6',
  exit: 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11',
  chevron: 'M15 6l-6 6 6 6',
};

function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

interface Entry {
  label: string;
  to: string;
  icon: IconName;
}

const MAIN_ENTRIES: ReadonlyArray<Entry> = [
  { label: 'Welcome', to: '/d/welcome', icon: 'home' },
  { label: 'Pets', to: '/d/pet-profiles', icon: 'paw' },
  { label: 'Settings', to: '/d/settings', icon: 'gear' },
  { label: 'Integrations', to: '/d/integrations', icon: 'plug' },
  { label: 'Lab Requests', to: '/d/requests', icon: 'flask' },
  // Everyone in the clinic: where the notes and results sent to the practice system stand.
  { label: 'Write-back', to: '/d/write-back', icon: 'upload' },
];

const ASSISTANT_ENTRIES: ReadonlyArray<Entry> = [
  { label: 'Template Builder', to: '/d/template-builder', icon: 'wand' },
  { label: 'Templates', to: '/d/soap-templates', icon: 'doc' },
];

function SidebarLink({ entry, collapsed }: { entry: Entry; collapsed: boolean }) {
  return (
    <li>
      <NavLink
        to={entry.to}
        title={collapsed ? entry.label : undefined}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${focusRing} ${collapsed ? 'justify-center' : ''} ${
            isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          }`
        }
      >
        <Icon name={entry.icon} />
        <span className={collapsed ? 'sr-only' : ''}>{entry.label}</span>
      </NavLink>
    </li>
  );
}

export function Sidebar() {
  const [collapsed, setCollapsed] = useState(() => window.innerWidth <= NARROW_WINDOW);
  const asideRef = useRef<HTMLElement>(null);
  const navId = useId();
  const groupId = useId();
  const [signOut, isSigningOut] = useSignOut();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth > NARROW_WINDOW) return;
      if (asideRef.current && !asideRef.current.contains(event.target as Node)) setCollapsed(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  return (
    <aside
      ref={asideRef}
      className={`sticky top-0 z-20 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white ${collapsed ? 'w-[72px]' : 'w-[280px]'}`}
    >
      <div className={`flex h-16 items-center border-b border-slate-100 px-3 ${collapsed ? 'justify-center' : 'justify-between'}`}>
        {!collapsed && <Logo className="pl-1" />}
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={navId}
          className={`rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
        >
          <Icon name="chevron" className={`size-5 ${collapsed ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <nav id={navId} aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {MAIN_ENTRIES.map((entry) => (
            <SidebarLink key={entry.to} entry={entry} collapsed={collapsed} />
          ))}
        </ul>
        <div role="group" aria-labelledby={groupId} className="mt-6">
          <p id={groupId} className={`px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase ${collapsed ? 'sr-only' : ''}`}>
            AI Assistant
          </p>
          <ul className="space-y-1">
            {ASSISTANT_ENTRIES.map((entry) => (
              <SidebarLink key={entry.to} entry={entry} collapsed={collapsed} />
            ))}
          </ul>
        </div>
      </nav>
      <div className="border-t border-slate-100 p-3">
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={isSigningOut}
          title={collapsed ? 'Sign Out' : undefined}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-60 ${focusRing} ${
            collapsed ? 'justify-center' : ''
          }`}
        >
          <Icon name="exit" />
          <span className={collapsed ? 'sr-only' : ''}>Sign Out</span>
        </button>
      </div>
    </aside>
  );
}
