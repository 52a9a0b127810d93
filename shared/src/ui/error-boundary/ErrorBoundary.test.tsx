import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithSystem } from '@vigia/shared/testing';
import { goTo, reloadPage } from './browser';
import { ErrorBoundary } from './ErrorBoundary';

jest.mock('@vigia/shared/auth', () => ({
  SESSION_KEYS: { accessToken: 'accessToken' },
  readSessionValue: (key: string) => window.localStorage.getItem(key),
}));
jest.mock('./browser', () => ({ goTo: jest.fn(), reloadPage: jest.fn() }));

const goToMock = jest.mocked(goTo);
const reloadMock = jest.mocked(reloadPage);

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

// The component's name lands in the component stack that the boundary inspects.
function MISSING_HEADERS_Widget(): never {
  throw new Error('request failed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
  goToMock.mockClear();
  reloadMock.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    renderWithSystem(
      <ErrorBoundary section="Ajustes">
        <p>Contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a sentence for users under a generic heading, never the error itself', () => {
    renderWithSystem(
      <ErrorBoundary>
        <Thrower
          error={new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')}
        />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Esta parte de la página no se ha podido mostrar. Inténtalo de nuevo o recarga la página.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Federation Runtime/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Section (unnamed) failed:',
      expect.objectContaining({ message: expect.stringContaining('RUNTIME-003') }),
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('names the section in the heading', () => {
    renderWithSystem(
      <ErrorBoundary section="Ajustes">
        <Thrower error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong in Ajustes' }),
    ).toBeInTheDocument();
  });

  it("shows an error's own sentence for users when it carries one", () => {
    const error = Object.assign(new Error('Could not load mfe_settings/routes: HTTP 502'), {
      userMessage: 'No se pudo cargar esta sección.',
    });
    renderWithSystem(
      <ErrorBoundary>
        <Thrower error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('No se pudo cargar esta sección.')).toBeInTheDocument();
    expect(screen.queryByText(/mfe_settings/)).not.toBeInTheDocument();
  });

  it('treats MISSING_HEADERS in the error as an authentication error and redirects after 1 s', () => {
    jest.useFakeTimers();
    renderWithSystem(
      <ErrorBoundary section="Notificaciones">
        <Thrower error={new Error('401 MISSING_HEADERS: no bearer token')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Your session may have expired. Please try again or log in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no bearer token/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(goToMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goToMock).toHaveBeenCalledWith('/auth?mode=login');
  });

  it('reads an ApiError-like code as well as the message', () => {
    const error = Object.assign(new Error('Unauthorized'), { code: 'MISSING_HEADERS' });
    renderWithSystem(
      <ErrorBoundary>
        <Thrower error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
  });

  it('treats MISSING_HEADERS in the component stack as an authentication error', () => {
    renderWithSystem(
      <ErrorBoundary>
        <MISSING_HEADERS_Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
  });

  it('does not redirect when an access token is stored', () => {
    jest.useFakeTimers();
    window.localStorage.setItem('accessToken', 'token');
    renderWithSystem(
      <ErrorBoundary>
        <Thrower error={new Error('MISSING_HEADERS')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(goToMock).not.toHaveBeenCalled();
  });

  it("'Log In' goes to /auth?mode=login and 'Reload Page' reloads", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('accessToken', 'token');
    renderWithSystem(
      <ErrorBoundary>
        <Thrower error={new Error('MISSING_HEADERS')} />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(goToMock).toHaveBeenCalledWith('/auth?mode=login');
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reloadMock).toHaveBeenCalledTimes(1);
  });

  it("'Try Again' clears the error, calls onRetry and renders the children again", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    function Flaky() {
      const [attempt, setAttempt] = useState(0);
      return (
        <ErrorBoundary
          section="Subscripciones"
          onRetry={() => {
            onRetry();
            setAttempt((n) => n + 1);
          }}
        >
          {attempt === 0 ? <Thrower error={new Error('first try fails')} /> : <p>Recuperado</p>}
        </ErrorBoundary>
      );
    }
    renderWithSystem(<Flaky />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Recuperado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Try Again' cancels a pending authentication redirect", () => {
    jest.useFakeTimers();
    function Recovering() {
      const [retried, setRetried] = useState(false);
      return (
        <ErrorBoundary onRetry={() => setRetried(true)}>
          {retried ? <p>Recuperado</p> : <Thrower error={new Error('MISSING_HEADERS')} />}
        </ErrorBoundary>
      );
    }
    renderWithSystem(<Recovering />);
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Recuperado')).toBeInTheDocument();
    expect(goToMock).not.toHaveBeenCalled();
  });

  it("'Show details' reveals the component stack", async () => {
    const user = userEvent.setup();
    function BrokenCard(): never {
      throw new Error('boom');
    }
    renderWithSystem(
      <ErrorBoundary>
        <BrokenCard />
      </ErrorBoundary>,
    );
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/BrokenCard/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar detalles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/BrokenCard/)).toBeInTheDocument();
  });
});
