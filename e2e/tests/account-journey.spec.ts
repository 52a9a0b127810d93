import { expect, test, type Page } from '@playwright/test';
import { completePasswordReset, passwordResetCodes, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

// One person's first days with Vigía, step by step; each step starts where the last one ended.
test.describe.serial('a new user signs up, logs out, logs in and recovers a password', () => {
  const name = 'Lucía Fernández';
  const email = uniqueEmail('lucia');
  const password = 'primera-clave-1';
  const newPassword = 'segunda-clave-2';
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('sign up lands on /dashboard with the name in the sidebar', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Crear Cuenta' })).toBeVisible();
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('¡Cuenta creada con éxito!')).toBeVisible();
    await expectOnDashboard(page);
    await expect(page.getByTestId('sidebar-user-name')).toHaveText(name);
    await expect(
      page.getByTestId('sidebar').getByText('Notificaciones Inteligentes'),
    ).toBeVisible();
  });

  test('log out goes to /login', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  test('a wrong password shows the spec message', async () => {
    await logIn(page, email, 'no-es-la-clave');
    await expect(
      page.getByText('Credenciales incorrectas. Por favor verifica tu correo y contraseña.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('log in with the right password', async () => {
    await logIn(page, email, password);
    await expect(page.getByText('¡Inicio de sesión exitoso!')).toBeVisible();
    await expectOnDashboard(page);
  });

  test('a reload keeps the session', async () => {
    await page.reload();
    await expectOnDashboard(page);
    await expect(page.getByTestId('sidebar-user-name')).toHaveText(name);
  });

  test('a signed-in user is sent from /login to /dashboard', async () => {
    await page.goto('/login');
    await expectOnDashboard(page);
  });

  test('recover the password with the emailed link', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/recover-password');
    await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect(
      page.getByText('Se ha enviado un correo para restablecer tu contraseña'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const codes = await passwordResetCodes(email);
    expect(codes).toHaveLength(1);
    await completePasswordReset(codes[0].oobCode, newPassword);
  });

  test('the new password works and the old one no longer does', async () => {
    await logIn(page, email, password);
    await expect(
      page.getByText('Credenciales incorrectas. Por favor verifica tu correo y contraseña.'),
    ).toBeVisible();
    await logIn(page, email, newPassword);
    await expectOnDashboard(page);
  });
});
