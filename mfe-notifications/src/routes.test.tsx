import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { system } from '@vigia/shared/ui';
import NotificationsRoutes from './routes';
import widgets from './widgets';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notifications/*" element={element} />
          <Route path="/dashboard" element={element} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('mfe_notifications', () => {
  it("shows the 'Notificaciones' page under /notifications with a way back", () => {
    renderAt('/notifications', <NotificationsRoutes basePath="/notifications" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('exposes a dashboard card that says there is nothing yet', () => {
    const Widget = widgets.notifications;
    renderAt('/dashboard', <Widget />);
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByText('No notifications')).toBeInTheDocument();
  });
});
