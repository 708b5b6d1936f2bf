// The route that gives the screens under it the signed-in person's Relay environment. Only the
// screens that read Relay data sit under it, so the pages that need none (sign-in, sign-up, the
// legal pages) load none of Relay's code.
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { useCurrentRelayEnvironment } from './environment';

export function RelayLayout() {
  const environment = useCurrentRelayEnvironment();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
