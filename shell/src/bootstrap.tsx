import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ShellApp } from './ShellApp';
import { createShellStore } from './store';
import './shell.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={createShellStore()}>
      <BrowserRouter>
        <ShellApp />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
