import '../test/polyfills';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('La ruta falló');
}

function Guarded() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      {location.pathname === '/broken' ? <Broken /> : <p>Pantalla sana</p>}
    </RouteErrorBoundary>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('shows the route error page with the message when a route throws, until the user navigates', async () => {
  const router = createMemoryRouter([{ path: '*', element: <Guarded /> }], {
    initialEntries: ['/broken'],
  });
  render(<RouterProvider router={router} />);

  expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('La ruta falló');

  await act(() => router.navigate('/fine'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Pantalla sana')).toBeInTheDocument();
});
