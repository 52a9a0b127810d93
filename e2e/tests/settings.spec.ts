import { expect, test, type Page } from '@playwright/test';
import { apiAs, type ApiClient } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { dataUrlImage, largePhoto, noisyPng, pdfFile } from './support/images';
import { expectOnDashboard, logIn } from './support/ui';

interface ProfileAnswer {
  data: {
    profile: {
      name: string;
      firstName: string;
      lastName: string;
      bio: string;
      avatar: string | null;
      notificationSettings: Record<string, unknown>;
    };
  };
}

const saveBar = (page: Page) => page.getByTestId('save-bar');
const avatarPicker = (page: Page) => page.getByLabel('Foto de perfil', { exact: true });

async function saveSettings(page: Page): Promise<void> {
  await saveBar(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(saveBar(page).getByText('Ajustes guardados correctamente')).toBeVisible();
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Biografía' })).toBeVisible();
}

// One person looking after their account, step by step; each step starts where the last ended.
test.describe.serial('a user edits their settings', () => {
  const email = uniqueEmail('ajustes');
  const password = 'clave-inicial-1';
  const newPassword = 'clave-nueva-22';
  let page: Page;
  let api: ApiClient;
  const profile = async () => (await api.call<ProfileAnswer>('GET', '/users/profile')).data.profile;

  test.beforeAll(async ({ browser }) => {
    await createAccount(email, password);
    page = await browser.newPage();
    await logIn(page, email, password);
    await expectOnDashboard(page);
    api = await apiAs(email, password);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('edits name, names and bio; the sidebar shows the name at once; a reload keeps them', async () => {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Ajustes' }).click();
    await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Email' })).not.toBeEditable();

    await page.getByRole('textbox', { name: 'Nombre de usuario' }).fill('Marta Iglesias');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Marta');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Iglesias Souto');
    await page.getByRole('textbox', { name: 'Biografía' }).fill('Sigo las ayudas del DOGA.');
    await expect(page.getByTestId('bio-counter')).toHaveText('25/500');
    await saveSettings(page);
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Marta Iglesias');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue(
      'Marta Iglesias',
    );
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Marta');
    await expect(page.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Iglesias Souto');
    await expect(page.getByRole('textbox', { name: 'Biografía' })).toHaveValue(
      'Sigo las ayudas del DOGA.',
    );
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Marta Iglesias');
  });

  test('counts the bio and will not save one over 500 characters', async () => {
    const bio = page.getByRole('textbox', { name: 'Biografía' });
    await bio.fill('a'.repeat(501));
    await expect(page.getByTestId('bio-counter')).toHaveText('501/500');
    await expect(page.getByText('Máximo 500 caracteres')).toBeVisible();
    await saveBar(page).getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Revisa los campos marcados antes de guardar.')).toBeVisible();
    expect((await profile()).bio).toBe('Sigo las ayudas del DOGA.');

    await bio.fill('a'.repeat(500));
    await expect(page.getByTestId('bio-counter')).toHaveText('500/500');
    await saveSettings(page);
    expect((await profile()).bio).toBe('a'.repeat(500));
  });

  test('uploads a large photo, stored as a JPEG of at most 500 px, shown in the sidebar', async () => {
    await avatarPicker(page).setInputFiles(largePhoto());
    await expect(page.getByText('Foto de perfil actualizada correctamente')).toBeVisible();
    const { avatar } = await profile();
    expect(avatar).toMatch(/^data:image\/jpeg;base64,/);
    expect(dataUrlImage(avatar ?? '')).toEqual({ type: 'image/jpeg', width: 500, height: 333 });
    await expect(page.getByTestId('sidebar-avatar')).toHaveAttribute('src', avatar ?? '');
    await expect(page.getByTestId('settings-avatar')).toHaveAttribute('src', avatar ?? '');
  });

  test('refuses a 3 MB image and a PDF with their messages, keeping the photo', async () => {
    const before = (await profile()).avatar;
    await avatarPicker(page).setInputFiles(noisyPng());
    await expect(
      page.getByRole('alert').filter({ hasText: 'La imagen no puede superar los 2MB' }),
    ).toBeVisible();
    await avatarPicker(page).setInputFiles(pdfFile());
    await expect(
      page.getByRole('alert').filter({ hasText: 'El archivo debe ser una imagen' }),
    ).toBeVisible();
    expect((await profile()).avatar).toBe(before);
  });

  test('chooses how email arrives; a reload keeps it', async () => {
    await page.getByText('Usar otro correo para las notificaciones').click();
    const custom = page.getByRole('textbox', { name: 'Correo para las notificaciones' });
    await custom.fill('avisos-marta@example.com');
    const digest = page.getByRole('textbox', { name: 'Hora del resumen diario' });
    await digest.fill('25:00');
    await expect(page.getByText('Indica una hora válida en formato HH:MM (24 h)')).toBeVisible();
    await digest.fill('19:45');
    await expect(page.getByRole('checkbox', { name: /Notificaciones instantáneas/ })).toHaveCount(
      0,
    );
    await saveSettings(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Hora del resumen diario' })).toHaveValue(
      '19:45',
    );
    await expect(page.getByRole('textbox', { name: 'Correo para las notificaciones' })).toHaveValue(
      'avisos-marta@example.com',
    );
    await page.getByText('Recibir notificaciones por correo').click();
    await saveSettings(page);
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Recibir notificaciones por correo' }),
    ).not.toBeChecked();
    expect((await profile()).notificationSettings).toMatchObject({
      emailNotifications: false,
      useCustomEmail: true,
      notificationEmail: 'avisos-marta@example.com',
      digestTime: '19:45',
      emailFrequency: 'daily',
    });
  });

  test('a wrong current password is refused with the spec message', async () => {
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(
      page.getByText('Error al cambiar la contraseña. Verifica tus credenciales.'),
    ).toBeVisible();
  });

  test('changes the password, logs out, and logs in with the new one', async () => {
    await page.getByLabel('Contraseña actual').fill(password);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Contraseña actualizada correctamente' }),
    ).toBeVisible();
    await expect(page.getByLabel('Contraseña actual')).toHaveCount(0, { timeout: 5_000 });

    await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, password);
    await expect(
      page.getByText('Credenciales incorrectas. Por favor verifica tu correo y contraseña.'),
    ).toBeVisible();
    await logIn(page, email, newPassword);
    await expectOnDashboard(page);
  });

  test('sign out everywhere logs out another browser on its next request', async ({ browser }) => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, email, newPassword);
    await expectOnDashboard(otherPage);

    await openSettings(page);
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
    await expect(page).toHaveURL(/\/(login|auth)(\?.*)?$/);

    await otherPage.getByTestId('sidebar').getByRole('link', { name: 'Ajustes' }).click();
    await expect(otherPage).toHaveURL(/\/(login|auth)(\?.*)?$/);
    await other.close();
  });
});
