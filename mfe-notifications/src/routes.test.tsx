// The auth module without Firebase (it needs a browser's fetch); nobody is signed in here.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));

import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@vigia/shared/query';
import { system } from '@vigia/shared/ui';
import NotificationsRoutes from './routes';
import widgets from './widgets';

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/notifications/*" element={element} />
            <Route path="/dashboard" element={element} />
          </Routes>
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
}

describe('mfe_notifications', () => {
  it("shows the 'Notificaciones' page under /notifications with a way back", async () => {
    renderAt('/notifications', <NotificationsRoutes basePath="/notifications" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    // Signed out (no access token stored): the list is not asked for, and is empty.
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('exposes the dashboard widgets, each with its heading; signed out they show nothing', async () => {
    renderAt(
      '/dashboard',
      <>
        {Object.entries(widgets).map(([name, Widget]) => (
          <Widget key={name} />
        ))}
      </>,
    );
    expect(Object.keys(widgets)).toEqual(['notifications', 'recent', 'activity']);
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificaciones recientes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actividad semanal' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(await screen.findByTestId('notifications-total')).toHaveTextContent('0');
  });
});
