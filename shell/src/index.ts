// The async boundary of the shell: shared modules (React, Chakra, …) are negotiated with the
// federation runtime before ./bootstrap runs. /config.json is requested right away, in parallel.
import { requestRuntimeConfig } from './app/configRequest';
import { showFatalError } from './app/fatalError';

// Marked handled here; ./bootstrap awaits the same promise and reports a failure itself.
requestRuntimeConfig().catch(() => undefined);

import('./bootstrap').catch(showFatalError);
