import '@vigia/shared/testing/mock-auth';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { ok, stubApi, type StubReply } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProcessingStatusPanel } from './ProcessingStatusPanel';
import { useProcessingStatus } from '../../api';

const STATUS = 'GET /v1/subscriptions/s1/status';
const noEngineMessage =
  'El motor de coincidencias aún no está disponible: no se ha revisado ninguna publicación.';

function statusReply(status: string, extra: Record<string, unknown> = {}): StubReply {
  return ok({
    status: {
      status,
      error: null,
      lastRunAt: '2025-03-01T09:30:00.000Z',
      nextRunAt: null,
      processingId: 'run-7',
      metadata: { publicationsScanned: 0, matches: 0, message: noEngineMessage },
      ...extra,
    },
  });
}

function Panel() {
  const polling = useProcessingStatus('s1');
  return <ProcessingStatusPanel polling={polling} />;
}

const badge = () => screen.getByTestId('processing-status-badge');

// react-query tells its observers on a 0 ms timer; told at once, the fake-timer test below sees
// each answer as soon as it arrives.
notifyManager.setScheduler(queueMicrotask);

describe('ProcessingStatusPanel', () => {
  it('shows the status, the last and next runs, and the details on demand', async () => {
    stubApi({ [STATUS]: statusReply('completed') });
    const { user } = renderWithProviders(<Panel />, { path: '/subscriptions/s1' });
    expect(badge()).toHaveTextContent('Desconocido');
    await waitFor(() => expect(badge()).toHaveTextContent('Completado'));

    const panel = screen.getByTestId('processing-status-panel');
    const lastRun = new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2025-03-01T09:30:00.000Z'));
    expect(panel).toHaveTextContent(`Última ejecución${lastRun}`);
    expect(panel).toHaveTextContent('Próxima ejecuciónSin programar');
    expect(screen.queryByText(noEngineMessage)).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Mostrar detalles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar detalles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(noEngineMessage)).toBeInTheDocument();
    expect(screen.getByTestId('processing-status-details')).toHaveTextContent('run-7');
    expect(screen.getByTestId('processing-status-details')).toHaveTextContent(
      'publicationsScanned0',
    );

    await user.click(screen.getByRole('button', { name: 'Ocultar detalles' }));
    expect(screen.queryByText(noEngineMessage)).not.toBeInTheDocument();
  });

  it("says 'Error en el procesamiento: …' with the run's error, or 'Error desconocido'", async () => {
    const api = stubApi({ [STATUS]: statusReply('failed', { error: 'Fuente caída' }) });
    const { user } = renderWithProviders(<Panel />, { path: '/subscriptions/s1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en el procesamiento: Fuente caída',
    );
    expect(badge()).toHaveTextContent('Fallido');

    api.routes[STATUS] = statusReply('failed', { error: null });
    await user.click(screen.getByRole('button', { name: 'Comprobar estado' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error en el procesamiento: Error desconocido',
      ),
    );
  });

  it("'Comprobar estado' loads the status again", async () => {
    const api = stubApi({ [STATUS]: statusReply('completed', { lastRunAt: null }) });
    const { user } = renderWithProviders(<Panel />, { path: '/subscriptions/s1' });
    await waitFor(() => expect(badge()).toHaveTextContent('Completado'));
    expect(screen.getByTestId('processing-status-panel')).toHaveTextContent(
      'Última ejecuciónNunca',
    );
    api.routes[STATUS] = statusReply('failed');
    await user.click(screen.getByRole('button', { name: 'Comprobar estado' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Fallido'));
    expect(api.callsTo(STATUS)).toHaveLength(2);
  });

  it('follows a run under way, and stops, restarts and resets the polling from its buttons', async () => {
    jest.useFakeTimers();
    try {
      const api = stubApi({ [STATUS]: statusReply('processing') });
      renderWithProviders(<Panel />, { path: '/subscriptions/s1' });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(badge()).toHaveTextContent('Procesando');
      expect(screen.getByTestId('processing-polling')).toHaveTextContent(
        'Consultando el estado (consulta 1 de 12)',
      );
      expect(screen.getByRole('button', { name: 'Comprobar estado' })).toBeDisabled();

      act(() => screen.getByRole('button', { name: 'Detener consulta' }).click());
      const callsWhenStopped = api.callsTo(STATUS).length;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(api.callsTo(STATUS)).toHaveLength(callsWhenStopped);
      expect(screen.getByTestId('processing-polling')).toHaveTextContent('');

      act(() => screen.getByRole('button', { name: 'Reanudar consulta' }).click());
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(api.callsTo(STATUS)).toHaveLength(callsWhenStopped + 1);
      expect(screen.getByTestId('processing-polling')).toHaveTextContent(
        'Consultando el estado (consulta 2 de 12)',
      );

      act(() => screen.getByRole('button', { name: 'Restablecer' }).click());
      expect(badge()).toHaveTextContent('Desconocido');
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(api.callsTo(STATUS)).toHaveLength(callsWhenStopped + 1);
    } finally {
      jest.useRealTimers();
    }
  });
});
