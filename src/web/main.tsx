// Browser entry: mounts the app, or hydrates the page the build prerendered (src/web/prerender).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { preloadSignedIn } from './app/preload.js';
import { authUserQueryKey } from './lib/auth/use-auth.js';
import { queryClient } from './lib/query-client.js';
import './styles.css';

/** A blank page for longer than this is worse than the spinner it saves. */
const FIRST_RENDER_WAIT_MS = 1_500;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstElementChild) {
  // The server sends prerendered pages only to browsers without a session cookie, so this visitor
  // is signed out: the first render matches the file, with no auth round trip before it.
  queryClient.setQueryData(authUserQueryKey, null);
  // hydrate.js keeps handling the FAQ's clicks until React has hydrated that part of the page
  // (src/web/lib/prehydration.ts): React drops a click on a part it has not hydrated yet
  // as a transition React hydrates in slices of a few ms, not one long task (blocking time)
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Waits for the signed-in shell's code and the sign-in check (they load side by side), at most
  // a moment: a late or failed chunk then suspends behind the spinner as it would have anyway.
  const firstScreen = preloadSignedIn(queryClient);
  const moment = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  void Promise.race([firstScreen, moment]).then(() => createRoot(root).render(app));
}
