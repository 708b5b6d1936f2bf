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
      <div className="text-right leading-tight">
        <p className="text-sm font-semibold text-slate-900">{fullName}</p>
        <p className="text-xs text-slate-500">{roleName}</p>
      </div>
    </div>
  );
}

export function ViewerPerson({ viewer: viewerKey }: { viewer: DashboardHeader_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  return <Person fullName={viewer.user.fullName} roleName={viewer.role.name} />;
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
