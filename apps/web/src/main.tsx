import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './app/app.css';
import { App } from './app/App';
import { fetchSiteConfig } from './api/site-files';
import {
  CONFIG_RELOAD_DELAY_MS,
  CONFIG_RELOAD_HISTORY_KEY,
  classifyChunkError,
  parseReloadHistory,
  planConfigReload,
} from './app/load-errors';
import { useLoadErrorStore } from './state/load-error-store';

function readReloadHistory(): number[] {
  try {
    return parseReloadHistory(sessionStorage.getItem(CONFIG_RELOAD_HISTORY_KEY));
  } catch {
    return [];
  }
}

function writeReloadHistory(history: number[] | null): void {
  try {
    if (history === null) sessionStorage.removeItem(CONFIG_RELOAD_HISTORY_KEY);
    else sessionStorage.setItem(CONFIG_RELOAD_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage refused: without a history the reload limit cannot be kept, so do not reload.
  }
}

// The site configuration is refreshed on every load and kept for the video and counter
// modules. When it fails, the failure is logged and the page reloads after 300 ms — at most
// three times a minute (load-errors.ts), so a site whose file is missing does not loop; after
// that the copy stored at the last visit stays in use.
fetchSiteConfig()
  .then(() => writeReloadHistory(null))
  .catch((error: unknown) => {
    console.error('config.json could not be loaded', error);
    const plan = planConfigReload(readReloadHistory(), Date.now());
    writeReloadHistory(plan.history);
    if (plan.reload && readReloadHistory().length > 0) {
      setTimeout(() => window.location.reload(), CONFIG_RELOAD_DELAY_MS);
    }
  });

// A style chunk that fails leaves the page usable: say so instead of failing the page.
// Script chunks fail the route, whose error page names the chunk load error.
window.addEventListener('vite:preloadError', (event) => {
  if (classifyChunkError(event.payload) === 'style') {
    event.preventDefault();
    useLoadErrorStore.getState().reportStyleChunkFailure();
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
