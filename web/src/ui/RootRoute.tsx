// The root of every route: keeps the browser tab's title in step with the page.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { pageTitle } from '../layout/pageTitle';

export interface RouteHandle {
  title?: string;
}

export function RootRoute() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = /^\/d\/./.test(pathname)
    ? pageTitle(pathname)
    : [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · VetChart` : 'VetChart';
  }, [title]);

  return <Outlet />;
}
