import { runVigia } from './run';

// JOBS (api, worker or both) says what this process does; `pnpm worker` runs jobs only.
runVigia().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
