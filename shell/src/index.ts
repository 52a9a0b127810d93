// The async boundary of the shell: shared modules (React, Chakra, …) are negotiated with the
// federation runtime before ./bootstrap runs. The shell provides its shared modules eagerly (they
// are in main.js), so the bootstrap is in main.js too: the first screen waits for one script, not
// for a chain of chunks.
import { requestRuntimeConfig } from './app/configRequest';
import { watchDrawnScreen } from './app/drawnScreen';
import { showFatalError } from './app/fatalError';
import { preloadFirstScreen } from './features/remotes/preloadFirstScreen';

// A screen drawn at build time (/login) shows its form already: a submit now waits for the app.
const root = document.getElementById('root');
if (root) watchDrawnScreen(root);

// /config.json (preloaded by the page) first: with it, the first screen's remote manifest starts
// downloading before the shell's modules run. A failure here is ./bootstrap's to report.
requestRuntimeConfig()
  .then((response) => response.clone().json())
  .then((config: unknown) => preloadFirstScreen(config))
  .catch(() => undefined)
  .finally(() => {
    import(/* webpackMode: "eager" */ './bootstrap').catch(showFatalError);
  });
