// Loaded into the api by `pnpm bench:api --trace` (NODE_OPTIONS=--import): prints each garbage
// collection pause of 5 ms or more with its wall-clock time, to line up with the slow requests.
import { PerformanceObserver, performance } from 'node:perf_hooks';

const LONGEST_UNREPORTED_MS = 5;
const KINDS = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration < LONGEST_UNREPORTED_MS) continue;
    const at = new Date(performance.timeOrigin + entry.startTime).toISOString();
    const kind = KINDS[entry.detail?.kind] ?? 'gc';
    process.stderr.write(`gc pause ${entry.duration.toFixed(1)} ms (${kind}) at ${at}\n`);
  }
}).observe({ entryTypes: ['gc'] });
