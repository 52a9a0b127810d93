import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { system } from '@vigia/shared/ui';
import SubscriptionsRoutes from './routes';
import widgets from './widgets';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/subscriptions/*" element={element} />
          <Route path="/dashboard" element={element} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('mfe_subscriptions', () => {
  it("shows the 'Subscripciones' page under /subscriptions", () => {
    renderAt('/subscriptions', <SubscriptionsRoutes basePath="/subscriptions" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscripciones' })).toBeInTheDocument();
  });

  it('exposes a dashboard card that says there is nothing yet', () => {
    const Widget = widgets.subscriptions;
    renderAt('/dashboard', <Widget />);
    expect(screen.getByRole('heading', { name: 'Subscripciones' })).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes subscripciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscripciones' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });
});
