import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { system } from '@vigia/shared/ui';
import SettingsRoutes from './routes';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));

it("shows the 'Ajustes' page under /settings", () => {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings/*" element={<SettingsRoutes basePath="/settings" />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
});
