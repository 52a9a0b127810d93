// Part of `pnpm bench:engine`: how fast daily digests are composed and delivered to a local SMTP
// server, on PostgreSQL. Prints figures; asserts nothing. Size: BENCH_DIGESTS (default 10000).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { startSmtpSink } from '../src/dev/smtp-sink';
import { notifications, publications, subscriptions, users } from '../src/db/schema';
import { queueDueDigests } from '../src/features/email/compose-emails';
import { deliverDueEmails } from '../src/features/email/deliver-emails';
import { openDeliveryJournal } from '../src/features/email/delivery-journal';
import { smtpTransport } from '../src/features/email/email-worker';

const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 10_000);
const BATCH = 1_000;

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function main(): Promise<void> {
  const { startTempPostgres } = await import('../../scripts/lib/services.mjs');
  const postgres = await startTempPostgres({ port: 54391 });
  const database = await createDatabase({ kind: 'postgres', url: postgres.url });
  const work = await mkdtemp(path.join(os.tmpdir(), 'vigia-email-bench-'));
  const mailDir = path.join(work, 'mail');
  const sink = await startSmtpSink({ port: 0, mailDir });
  const transport = smtpTransport(`smtp://${sink.host}:${sink.port}`);
  try {
    await database.migrate();
    const { db } = database;
    const today = new Date().toISOString().slice(0, 10);
    const stored = await db
      .insert(publications)
      .values(
        Array.from({ length: 300 }, (_, index) => ({
          source: 'boe',
          externalId: `BOE-A-BENCH-${index}`,
          title: `Resolución ${index} por la que se convocan ayudas para la rehabilitación de viviendas`,
          section: 'III. Otras disposiciones',
          department: 'MINISTERIO DE VIVIENDA Y AGENDA URBANA',
          publishedOn: today,
          urlHtml: `https://www.boe.es/diario_boe/txt.php?id=BOE-A-BENCH-${index}`,
        })),
      )
      .returning({ id: publications.id, title: publications.title });

    // Every user: two daily subscriptions, with one to three new matches each.
    for (let start = 0; start < DIGESTS; start += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, DIGESTS - start) }, (_, i) => start + i);
      await db.insert(users).values(
        ids.map((index) => ({
          id: `bench-${index}`,
          email: `lector-${index}@example.com`,
          name: `Lector ${index}`,
        })),
      );
      const subs = await db
        .insert(subscriptions)
        .values(
          ids.flatMap((index) =>
            ['Vivienda', 'Ayudas'].map((name) => ({
              userId: `bench-${index}`,
              typeId: 'boe',
              name,
              description: 'Benchmark',
              prompts: [name.toLowerCase()],
            })),
          ),
        )
        .returning({
          id: subscriptions.id,
          userId: subscriptions.userId,
          name: subscriptions.name,
        });
      await db.insert(notifications).values(
        subs.flatMap((subscription, position) =>
          Array.from({ length: 1 + (position % 3) }, (_, offset) => {
            const publication = stored[(position * 7 + offset) % stored.length]!;
            return {
              userId: subscription.userId,
              subscriptionId: subscription.id,
              subscriptionName: subscription.name,
              publicationId: publication.id,
              title: publication.title,
              content: 'MINISTERIO DE VIVIENDA Y AGENDA URBANA',
              sourceUrl: `https://www.boe.es/diario_boe/txt.php?id=${publication.id}`,
              source: 'boe',
              entityType: 'boe:document',
              metadata: {
                department: 'MINISTERIO DE VIVIENDA Y AGENDA URBANA',
                published_on: today,
              },
            };
          }),
        ),
      );
    }

    const config = loadConfig({ ...process.env, EMAIL_JOURNAL_DIR: path.join(work, 'journal') });
    const context = { email: config.email, instantAllowlist: [] };
    const at = new Date();
    // Everyone's digest time (08:00 by default) has come by 23:59 in Madrid.
    const digestTime = new Date(at.getTime());
    digestTime.setUTCHours(22, 30, 0, 0);

    let start = performance.now();
    const composed = await queueDueDigests(database.db, context, digestTime);
    const composeSeconds = (performance.now() - start) / 1000;
    console.log(
      `digest compose  ${composed} digests (2 subscriptions, ~4 publications each): ` +
        `${composeSeconds.toFixed(1)} s, rss ${mb(process.memoryUsage().rss)}`,
    );

    const journal = await openDeliveryJournal(config.email.journalDir, 'bench');
    start = performance.now();
    const sent = await deliverDueEmails({
      db: database.db,
      transport,
      journal,
      workerId: 'bench',
      from: config.email.from,
      now: () => digestTime,
    });
    const deliverSeconds = (performance.now() - start) / 1000;
    const received = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).length;
    console.log(
      `digest deliver  ${sent} emails to a local SMTP server (${received} received): ` +
        `${deliverSeconds.toFixed(1)} s, ${(sent / deliverSeconds).toFixed(0)} emails/s, ` +
        `rss ${mb(process.memoryUsage().rss)}`,
    );
    console.log(
      `digest total    ${(composeSeconds + deliverSeconds).toFixed(1)} s for ${DIGESTS} digests (budget 120 s)`,
    );
  } finally {
    transport.close();
    await sink.close();
    await database.close();
    await postgres.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
