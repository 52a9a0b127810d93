import '@vigia/shared/testing/mock-auth';
import { screen } from '@testing-library/react';
import { ok, stubApi } from '@vigia/shared/testing';
import { apiProfile, renderSettings } from './test/renderSettings';

it("shows the 'Ajustes' page under /settings, loading, then the profile", async () => {
  stubApi({ 'GET /v1/users/profile': ok({ profile: apiProfile() }) });
  renderSettings();
  expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando ajustes')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('textbox', { name: 'Biografía' })).toHaveValue('Sigo el BOE.');
});
