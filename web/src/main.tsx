import './zod-csp';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { useCurrentRelayEnvironment } from './relay/environment';
import { router } from './router';
import { Notifications } from './ui/notifications/Notifications';

function App() {
  const environment = useCurrentRelayEnvironment();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <Notifications />
    </RelayEnvironmentProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
