import { focusRing } from '../Button';
import {
  dismissNotification,
  holdNotification,
  releaseNotification,
  useNotifications,
  type Notification,
  type NotificationKind,
} from './notificationStore';

const KIND_STYLES: Record<NotificationKind, { box: string; icon: string; symbol: string }> = {
  success: { box: 'border-emerald-200', icon: 'bg-emerald-100 text-emerald-700', symbol: '✓' },
  info: { box: 'border-sky-200', icon: 'bg-sky-100 text-sky-700', symbol: 'i' },
  warning: { box: 'border-amber-200', icon: 'bg-amber-100 text-amber-700', symbol: '!' },
  error: { box: 'border-rose-200', icon: 'bg-rose-100 text-rose-700', symbol: '×' },
};

function NotificationCard({ notification }: { notification: Notification }) {
  const style = KIND_STYLES[notification.kind];
  return (
    <div
      role={notification.kind === 'success' || notification.kind === 'info' ? 'status' : 'alert'}
      className={`pointer-events-auto flex w-full gap-3 rounded-xl border bg-white p-4 shadow-lg ${style.box}`}
      onMouseEnter={() => holdNotification(notification.id)}
      onMouseLeave={() => releaseNotification(notification.id, notification.kind)}
      onFocus={() => holdNotification(notification.id)}
      onBlur={() => releaseNotification(notification.id, notification.kind)}
    >
      <span aria-hidden="true" className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${style.icon}`}>
        {style.symbol}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{notification.title}</p>
        {notification.description && <p className="mt-1 text-sm break-words text-slate-600">{notification.description}</p>}
        {notification.actions && (
          <div className="mt-2 flex flex-wrap gap-2">
            {notification.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => {
                  dismissNotification(notification.id);
                  action.onAction();
                }}
                className={`rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissNotification(notification.id)}
        className={`-m-1 size-7 shrink-0 rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 ${focusRing}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Notifications() {
  const notifications = useNotifications();
  // aria-live keeps the list readable while a modal is open: Radix Dialog hides everything else
  // from assistive technology, except live regions.
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3">
      {notifications.map((notification) => (
        <NotificationCard key={notification.id} notification={notification} />
      ))}
    </div>
  );
}
