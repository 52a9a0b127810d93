import type { FastifyInstance } from 'fastify';
import type { DemoAccountProvider } from '../../auth/verify-token';
import type { Database } from '../../db/client';
import { seedDemo } from './seed-demo';

/**
 * Once the api listens, prepares the demo account with its password (VIGIA_DEMO_PASSWORD, which
 * `pnpm start` makes for this install and prints in its console). Only the outcome is logged,
 * never the password; a failure costs the demo, not the api. Closing waits for it.
 */
export function prepareDemoOnListen(
  app: FastifyInstance,
  {
    db,
    accounts,
    demo,
  }: { db: Database; accounts: DemoAccountProvider; demo: { email: string; password: string } },
): void {
  let preparing: Promise<void> = Promise.resolve();
  app.addHook('onListen', async () => {
    preparing = seedDemo(db, accounts, process.env, demo).then(
      (demo) =>
        app.log.info(
          { email: demo.email, subscriptions: demo.subscriptions },
          `Demo account ${demo.email} ready (${demo.notificationsCreated} new notifications)`,
        ),
      (error: unknown) => app.log.warn({ err: error }, 'Demo account not prepared'),
    );
  });
  app.addHook('onClose', () => preparing);
}
