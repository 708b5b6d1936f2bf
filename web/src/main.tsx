import './zod-csp';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import { Notifications } from './ui/notifications/Notifications';

// Relay's environment is provided by the routes that read Relay data (relay/RelayLayout.tsx).
function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Notifications />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
