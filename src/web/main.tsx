// Browser entry: mounts the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { preloadSignedIn } from './app/preload.js';
import { queryClient } from './lib/query-client.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

preloadSignedIn(queryClient);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
