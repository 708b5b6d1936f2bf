// Parts of the product that could not answer during the current screen (the gateway's
// SERVICE_UNAVAILABLE errors that came with partial data). The screen still shows what did
// load; the dashboard shows one notice per unavailable part until the person moves on.
import { useSyncExternalStore } from 'react';

let messages: ReadonlyArray<string> = [];
const listeners = new Set<() => void>();

function publish(next: ReadonlyArray<string>): void {
  messages = next;
  for (const listener of listeners) listener();
}

export function reportUnavailableServices(reported: string[]): void {
  const added = reported.filter((message) => !messages.includes(message));
  if (added.length) publish([...messages, ...added]);
}

export function clearUnavailableServices(): void {
  if (messages.length) publish([]);
}

export function useUnavailableServices(): ReadonlyArray<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => messages,
  );
}
