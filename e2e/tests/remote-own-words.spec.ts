// A remote's team changes its own words and ships them alone (issue 24): the empty list's sentence
// is changed in a copy of mfe-subscriptions' sources, only that remote is built (its own webpack
// configuration, into another folder) and served, and the running shell, loading it with an
// override, shows the new sentence. Nothing else is rebuilt: the shell and @vigia/shared are the
// ones the suite started with.
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { buildChangedSourceCopy, closeServer, serveRemote } from './support/remote-copies';
import { expectOnDashboard, logIn } from './support/ui';

const PORT = 4105;
const MANIFEST = `http://127.0.0.1:${PORT}/mf-manifest.json`;
const VERSION = '0.1.1-own-words';
const OLD_SENTENCE = 'Aún no tienes subscripciones';
const NEW_SENTENCE = 'Todavía no sigues ningún boletín';
const PASSWORD = 'clave-segura-1';

let server: Server | undefined;

test.beforeAll(async () => {
  // One production build of mfe-subscriptions (~30-60 s on two cores).
  test.setTimeout(300_000);
  const built = await buildChangedSourceCopy({
    pkg: 'mfe-subscriptions',
    name: 'mfe-subscriptions-own-words',
    env: { MF_BUILD_VERSION: VERSION },
    change: (srcDir) => {
      const catalogue = path.join(srcDir, 'i18n', 'subscriptions.ts');
      const text = fs.readFileSync(catalogue, 'utf8');
      expect(text).toContain(`empty: '${OLD_SENTENCE}',`);
      fs.writeFileSync(catalogue, text.replaceAll(OLD_SENTENCE, NEW_SENTENCE));
    },
  });
  server = await serveRemote(built, PORT);
});

test.afterAll(async () => {
  await closeServer(server);
});

test('a remote built alone with a changed sentence shows it in the running shell, through an override', async ({
  page,
}) => {
  const email = uniqueEmail('own-words');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);

  // The deployed remote: the sentence as it is.
  await page.goto('/subscriptions');
  await expect(page.getByText(OLD_SENTENCE)).toBeVisible();

  // The team's build, loaded by this browser only.
  await page.goto(`/subscriptions?override=mfe_subscriptions@${MANIFEST}`);
  await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
  await expect(page.getByText(NEW_SENTENCE)).toBeVisible();
  await expect(page.getByText(OLD_SENTENCE)).toHaveCount(0);

  await page.goto('/debug');
  const row = page.getByTestId('debug-remote-mfe_subscriptions');
  await expect(row).toContainText(MANIFEST);
  await expect(row).toContainText(VERSION);
  await expect(row).toContainText('loaded');
});
