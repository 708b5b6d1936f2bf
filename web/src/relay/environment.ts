// One Relay environment per signed-in person: signing in or out starts a fresh store, so no
// record of one user is ever shown to the next on a shared clinic computer.
import { useSyncExternalStore } from 'react';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { getSession, subscribeToSession } from '../auth/session';
import { fetchGraphQL } from './fetchGraphQL';

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

let environment = createEnvironment();
let owner = getSession()?.viewer.user.id ?? null;
const listeners = new Set<() => void>();

subscribeToSession(() => {
  const next = getSession()?.viewer.user.id ?? null;
  if (next === owner) return;
  owner = next;
  environment = createEnvironment();
  for (const listener of listeners) listener();
});

export function getRelayEnvironment(): Environment {
  return environment;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentRelayEnvironment(): Environment {
  return useSyncExternalStore(subscribe, getRelayEnvironment);
}
