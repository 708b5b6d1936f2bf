// Titled notifications (spec section 8): a small store any screen can post to. A notification may
// carry actions (an AI fill's 'Undo'): it then stays twice as long, and an action closes it.
import { useSyncExternalStore } from 'react';

export type NotificationKind = 'success' | 'info' | 'error' | 'warning';

export interface Notification {
  id: number;
  kind: NotificationKind;
  title: string;
  description?: string;
  actions?: ReadonlyArray<NotificationAction>;
}

export interface NotificationAction {
  label: string;
  onAction: () => void;
}

const DISPLAY_MS: Record<NotificationKind, number> = { success: 5000, info: 6000, warning: 7000, error: 8000 };

let notifications: ReadonlyArray<Notification> = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ReadonlyArray<Notification>): void {
  notifications = next;
  for (const listener of listeners) listener();
}

export function notify(kind: NotificationKind, title: string, description?: string, actions?: ReadonlyArray<NotificationAction>): number {
  const id = nextId++;
  const withActions = actions && actions.length > 0 ? actions : undefined;
  publish([...notifications, { id, kind, title, description: description || undefined, actions: withActions }]);
  timers.set(id, setTimeout(() => dismissNotification(id), DISPLAY_MS[kind] * (withActions ? 2 : 1)));
  return id;
}

export function dismissNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(notifications.filter((notification) => notification.id !== id));
}

/** Keeps a notification on screen while the pointer or focus is on it. */
export function holdNotification(id: number): void {
  clearTimeout(timers.get(id));
}

export function releaseNotification(id: number, kind: NotificationKind): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismissNotification(id), DISPLAY_MS[kind] / 2));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): ReadonlyArray<Notification> {
  return useSyncExternalStore(subscribe, () => notifications);
}
