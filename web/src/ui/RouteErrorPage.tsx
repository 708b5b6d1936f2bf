// What a route shows when its data or code fails: the spec's global 'Error' notification plus a
// page that says so and offers a retry.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from './Button';
import { NotFoundPage } from './NotFoundPage';
import { notify } from './notifications/notificationStore';

// Each failure is announced once, even when React runs the effect twice (StrictMode).
const announced = new WeakSet<object>();

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An Error Occurred';
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = errorMessage(error);

  useEffect(() => {
    if (notFound) return;
    if (typeof error === 'object' && error !== null) {
      if (announced.has(error)) return;
      announced.add(error);
    }
    notify('error', 'Error', message);
  }, [error, notFound, message]);

  if (notFound) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
