import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DashboardHeader_viewer$key } from '../__generated__/DashboardHeader_viewer.graphql';
import { getSession } from '../auth/session';

const viewerFragment = graphql`
  fragment DashboardHeader_viewer on Viewer {
    user {
      fullName
    }
    role {
      name
    }
    clinics {
      id
      name
      avatar
    }
  }
`;

function Person({ fullName, roleName }: { fullName: string; roleName: string }) {
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-teal-100 text-sm font-semibold text-teal-800">
        {initials}
      </span>
      {/* A name and its role, not a heading over a paragraph (axe's p-as-heading). */}
      <div className="text-right leading-tight">
        <span className="block text-sm font-semibold text-slate-900">{fullName}</span>
        <span className="block text-xs text-slate-500">{roleName}</span>
      </div>
    </div>
  );
}

/** The active clinic (the first of the viewer's clinics) with its logo when it has one. */
function ActiveClinic({ name, avatar }: { name: string; avatar: string | null | undefined }) {
  return (
    <div className="hidden items-center gap-2 border-r border-slate-200 pr-4 sm:flex">
      {avatar ? (
        <img src={avatar} alt={`${name} logo`} className="size-8 rounded-full border border-slate-200 bg-white object-contain" />
      ) : (
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="max-w-48 truncate text-sm font-medium text-slate-700">{name}</span>
    </div>
  );
}

export function ViewerPerson({ viewer: viewerKey }: { viewer: DashboardHeader_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const clinic = viewer.clinics[0];
  return (
    <div className="flex items-center gap-4">
      {clinic && <ActiveClinic name={clinic.name} avatar={clinic.avatar} />}
      <Person fullName={viewer.user.fullName} roleName={viewer.role.name} />
    </div>
  );
}

/** The person as the session recorded them at sign-in, shown until the server answers. */
export function SessionPerson() {
  const viewer = getSession()?.viewer;
  return viewer ? <Person fullName={viewer.user.fullName} roleName={viewer.role.name} /> : null;
}

export function DashboardHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <h1 className="truncate text-lg font-semibold text-slate-900">{title}</h1>
      {children}
    </header>
  );
}
