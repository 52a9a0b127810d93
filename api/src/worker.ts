import { runVigia } from './run';

// The background jobs without HTTP: 'Procesar Ahora' runs, the bulletin watch, email.
runVigia('worker').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
