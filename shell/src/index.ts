// The async boundary of the shell: shared modules (React, Chakra, …) are negotiated with the
// federation runtime before ./bootstrap runs. /config.json is requested right away, in parallel.
// The shell provides its shared modules eagerly (they are in main.js), so the bootstrap is in
// main.js too: the first screen waits for one script, not for a chain of chunks.
import { requestRuntimeConfig } from './app/configRequest';
import { showFatalError } from './app/fatalError';

// Marked handled here; ./bootstrap awaits the same promise and reports a failure itself.
requestRuntimeConfig().catch(() => undefined);

import(/* webpackMode: "eager" */ './bootstrap').catch(showFatalError);
