import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSystem } from '@vigia/shared/testing';
import { toaster, TOASTER_OPTIONS } from './toaster';
import { Toaster } from './PageToaster';

/** Lets the toast machines (which update in microtasks) settle. */
async function settle(ms = 0) {
  await act(async () => {
    if (ms > 0) jest.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
});

afterEach(async () => {
  await act(async () => toaster.remove());
  jest.useRealTimers();
});

describe('toaster', () => {
  it('is configured as the spec says: 5 at most, 5 s, top-end, F8, no removal delay', () => {
    expect(TOASTER_OPTIONS).toEqual({
      placement: 'top-end',
      max: 5,
      duration: 5000,
      removeDelay: 0,
      hotkey: ['F8'],
      pauseOnPageIdle: true,
    });
    expect(toaster.attrs).toMatchObject({
      placement: 'top-end',
      max: 5,
      duration: 5000,
      removeDelay: 0,
      hotkey: ['F8'],
    });
  });

  it('shows at most 5 toasts at once', async () => {
    renderWithSystem(<Toaster />);
    await act(async () => {
      for (let n = 1; n <= 7; n += 1) toaster.create({ title: `Aviso ${n}`, type: 'info' });
    });
    await settle();
    expect(screen.getAllByText(/^Aviso \d$/)).toHaveLength(5);
  });

  it('shows title and description, and the toast leaves after 5 s', async () => {
    renderWithSystem(<Toaster />);
    await act(async () => {
      toaster.success({ title: 'Subscripción creada', description: 'Todo listo' });
    });
    await settle();
    expect(screen.getByText('Subscripción creada')).toBeInTheDocument();
    expect(screen.getByText('Todo listo')).toBeInTheDocument();
    await settle(4900);
    expect(screen.getByText('Subscripción creada')).toBeInTheDocument();
    await settle(200);
    await settle(10);
    expect(screen.queryByText('Subscripción creada')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast at once', async () => {
    renderWithSystem(<Toaster />);
    await act(async () => {
      toaster.create({ title: 'Proceso iniciado', type: 'info' });
    });
    await settle();
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Proceso iniciado')).toBeInTheDocument();
    fireEvent.click(within(toast).getByRole('button', { name: 'Cerrar aviso' }));
    // No exit delay: gone within the next animation frames (the 5 s duration is far away).
    await settle(20);
    await settle(20);
    expect(screen.queryByText('Proceso iniciado')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the toast region', async () => {
    renderWithSystem(<Toaster />);
    await act(async () => {
      toaster.create({ title: 'Ajustes guardados correctamente', type: 'success' });
    });
    await settle();
    const region = screen.getByRole('region', { name: 'Avisos (F8)' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await settle();
    expect(document.activeElement).toBe(region);
  });

  it('mounts no toast region until the first toast, then shows it', async () => {
    renderWithSystem(<Toaster />);
    await settle();
    expect(screen.queryByRole('region', { name: /F8/ })).not.toBeInTheDocument();
    await act(async () => {
      toaster.create({ title: 'Primer aviso', type: 'info' });
    });
    await settle();
    await settle();
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    expect(screen.getByText('Primer aviso')).toBeInTheDocument();
  });

  it('shows a toast created before it mounted', async () => {
    await act(async () => {
      toaster.create({ title: 'Creado antes', type: 'info' });
    });
    renderWithSystem(<Toaster />);
    await settle();
    await settle();
    expect(screen.getByText('Creado antes')).toBeInTheDocument();
  });
});
