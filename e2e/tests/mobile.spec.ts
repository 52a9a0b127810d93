import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { logIn } from './support/ui';

// Issue 25, item 4: on a phone (390×844) the page starts at the top of the screen and one menu
// reaches every section.

const PASSWORD = 'clave-segura-1';
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone the title is at the top and the menu reaches every section', async ({ page }) => {
  const email = uniqueEmail('mobile');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const title = page.getByRole('heading', { level: 1, name: 'Inicio' });
  await expect(title).toBeVisible();
  expect((await title.boundingBox())?.y ?? Infinity).toBeLessThan(160);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expectNoSideways(page);

  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  for (const [link, heading, path] of [
    ['Notificaciones', 'Notificaciones', '/notifications'],
    ['Subscripciones', 'Subscripciones', '/subscriptions'],
    ['Ajustes', 'Ajustes', '/settings'],
    ['Inicio', 'Inicio', '/dashboard'],
  ] as const) {
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: link }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const pageTitle = page.getByRole('heading', { level: 1, name: heading });
    await expect(pageTitle).toBeVisible();
    expect((await pageTitle.boundingBox())?.y ?? Infinity).toBeLessThan(160);
    await expectNoSideways(page);
  }

  await menuButton.click();
  await page
    .getByRole('dialog', { name: 'Menú' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});
