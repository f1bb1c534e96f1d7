import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from '@asp/web-kit';
import RemoteApp from './remote-app';

// Standalone for the team's own development: own router and start-up load, no shell.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneRemote App={RemoteApp} />
  </StrictMode>,
);
