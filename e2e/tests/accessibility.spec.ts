import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createSubscription, seedNotifications } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

// Issue 25, item 8: axe finds no serious or critical violation on any screen, on a desktop and on
// a phone; every page starts with a skip link; the focus ring stands out from the page.

const PASSWORD = 'clave-segura-1';
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Fails with each serious or critical violation, its rule, and the elements at fault. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Chakra's dialogs and toasts animate in: judge the settled page.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      rule: id,
      impact,
      help,
      at: nodes.slice(0, 5).map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe.serial(`every screen on a ${device}`, () => {
    let page: Page;
    let subscriptionId = '';

    test.beforeAll(async ({ browser }) => {
      // axe needs a page of a context of its own.
      const context = await browser.newContext({ viewport });
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    test('public screens', async () => {
      for (const [path, heading] of [
        ['/', null],
        ['/login', 'Iniciar sesión'],
        ['/signup', null],
        ['/recover-password', null],
        ['/no-such-page', 'Página no encontrada'],
      ] as const) {
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.locator('form, main, h1').first()).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }
    });

    test('signed-in screens, with data', async () => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`a11y-${device}`);
      await createAccount(email, PASSWORD);
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      const api = await apiAs(email, PASSWORD);
      subscriptionId = await createSubscription(api);
      await seedNotifications(email, 12, 6);

      for (const [path, heading] of [
        ['/dashboard', 'Inicio'],
        ['/subscriptions', 'Subscripciones'],
        ['/subscriptions/types', null],
        ['/subscriptions/create/boe', null],
        [`/subscriptions/${subscriptionId}`, 'Obras en Vigo'],
        [`/subscriptions/edit/${subscriptionId}`, null],
        ['/notifications', 'Notificaciones'],
        ['/settings', 'Ajustes'],
        ['/debug', null],
      ] as const) {
        await page.goto(path);
        if (heading) {
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        } else {
          await expect(page.getByRole('heading').first()).toBeVisible();
        }
        await expect(page.getByText('Cargando', { exact: false })).toHaveCount(0);
        await expectNoSeriousViolations(page, path);
      }
    });

    test('open menus, dialogs and a success toast', async () => {
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
      await page.getByRole('button', { name: 'Ver', exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'the notification dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/subscriptions/${subscriptionId}`);
      await page.getByRole('switch').press('Space');
      await expect(page.getByText('Subscripción desactivada')).toBeVisible();
      await expectNoSeriousViolations(page, 'a success toast');

      if (device === 'mobile') {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
        await expectNoSeriousViolations(page, 'the mobile menu');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: /^Menú de usuario/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, 'the user menu');
      await page.keyboard.press('Escape');
    });

    test('the first Tab reaches the skip link, which moves to the content; the ring is ≥ 3:1', async () => {
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab goes into the page, not the header or the sidebar.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(
        () => document.querySelector('main')?.contains(document.activeElement) ?? false,
      );
      expect(inMain).toBe(true);

      // The focus ring of a keyboard-focused control against the page behind it.
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        // The nearest background behind the control that is painted (not transparent).
        let behind: HTMLElement | null = focused.parentElement;
        let page = 'rgb(255, 255, 255)';
        for (; behind; behind = behind.parentElement) {
          const color = getComputedStyle(behind).backgroundColor;
          if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) {
            page = color;
            break;
          }
        }
        return {
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
          color: style.outlineColor,
          page,
        };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.page)).toBeGreaterThanOrEqual(3);
    });
  });
}

test('the dashboard after signing in is free of serious violations for a fresh account', async ({
  page,
}) => {
  const email = uniqueEmail('a11y-empty');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  await expectNoSeriousViolations(page, 'the empty dashboard');
});
