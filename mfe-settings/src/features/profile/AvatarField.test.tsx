import '@vigia/shared/testing/mock-auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import { queryKeys } from '@vigia/shared/api';
import { toaster } from '@vigia/shared/ui';
import { apiError, type stubApi } from '@vigia/shared/testing';
import { IMAGE_FIXTURES, readImageInfo } from '@vigia/shared/testing/images';
import { installImageStubs } from '../../test/browser-image-stubs';
import { apiProfile, renderSettings, stubProfileApi } from '../../test/renderSettings';

const PATCH = 'PATCH /v1/users/profile';
const photo = () =>
  new File([fs.readFileSync(IMAGE_FIXTURES.jpeg)], 'vacaciones.jpg', { type: 'image/jpeg' });

let createToast: jest.SpyInstance;
beforeEach(() => {
  installImageStubs();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => jest.restoreAllMocks());

async function renderLoaded(routes: Parameters<typeof stubApi>[0] = {}, profile = apiProfile()) {
  const api = stubProfileApi(profile, routes);
  const view = renderSettings();
  await screen.findByRole('button', { name: 'Cambiar foto' });
  return { api, ...view };
}

const picker = () => screen.getByLabelText('Foto de perfil', { selector: 'input' });

describe('AvatarField', () => {
  it('uploads the chosen photo at once, resized to JPEG, and shows it everywhere', async () => {
    const { api, user, client } = await renderLoaded();
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(picker(), photo());
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Foto de perfil actualizada correctamente' }),
      ),
    );
    const sent = (api.callsTo(PATCH)[0]?.body as { avatar: string }).avatar;
    expect(Object.keys(api.callsTo(PATCH)[0]?.body as object)).toEqual(['avatar']);
    const bytes = Buffer.from(sent.replace('data:image/jpeg;base64,', ''), 'base64');
    expect(readImageInfo(new Uint8Array(bytes))).toMatchObject({ width: 500, height: 333 });
    expect(client.getQueryData(queryKeys.profile())).toMatchObject({ avatar: sent });
    expect(await screen.findByTestId('settings-avatar')).toHaveAttribute('src', sent);
  });

  it.each([
    [
      'a PDF',
      new File(['%PDF-1.7'], 'factura.pdf', { type: 'application/pdf' }),
      'El archivo debe ser una imagen',
    ],
    [
      'a 3 MB image',
      new File([new Uint8Array(3 * 1024 * 1024)], 'grande.png', { type: 'image/png' }),
      'La imagen no puede superar los 2MB',
    ],
  ])('refuses %s with the spec message and sends nothing', async (_, file, message) => {
    const { api } = await renderLoaded();
    // The picker offers JPG and PNG, but the browser lets the user pick any file.
    fireEvent.change(picker(), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(createToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error al subir la imagen', description: message }),
    );
    expect(api.callsTo(PATCH)).toHaveLength(0);
  });

  it("says 'Error al subir la imagen' when the api refuses it", async () => {
    const { user } = await renderLoaded({
      [PATCH]: apiError(400, 'VALIDATION_ERROR', 'El archivo debe ser una imagen'),
    });
    await user.upload(picker(), photo());
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error al subir la imagen' }),
      ),
    );
    expect(screen.queryByTestId('settings-avatar')).not.toBeInTheDocument();
  });

  it('removes the photo', async () => {
    const { api, user } = await renderLoaded(
      {},
      apiProfile({ avatar: 'data:image/jpeg;base64,/9j/4AAQ' }),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() =>
      expect(api.callsTo(PATCH).map((call) => call.body)).toEqual([{ avatar: null }]),
    );
    await waitFor(() => expect(screen.queryByTestId('settings-avatar')).not.toBeInTheDocument());
  });
});
