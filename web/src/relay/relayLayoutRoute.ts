import type { RouteObject } from 'react-router';

/** A pathless route around the routes whose screens read Relay data (RelayLayout, loaded lazily). */
export function withRelay(children: RouteObject[]): RouteObject {
  return { lazy: { Component: async () => (await import('./RelayLayout')).RelayLayout }, children };
}
