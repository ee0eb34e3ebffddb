import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './app/app.css';
import { App } from './app/App';
import { fetchSiteConfig } from './api/site-files';

// The site configuration is refreshed on every load and kept for the video and counter
// modules; a failure is logged and the stored copy from the last visit stays in use.
fetchSiteConfig().catch((error: unknown) => console.warn('config.json could not be loaded', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
