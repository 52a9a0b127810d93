import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithSystem } from '@vigia/shared/testing';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="¿Estás seguro?"
        message="Esta acción no se puede deshacer."
        confirmLabel="Sí, eliminar"
        cancelLabel="Cancelar"
        busyLabel="Eliminando..."
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows the question and closes on cancel without running the action', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => undefined);
    renderWithSystem(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Estás seguro?');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });

  it('shows the busy label while the action runs, then closes 100 ms after it', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithSystem(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByText('abierto')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
  });

  it('closes even when the action fails (the caller reports the failure)', async () => {
    const user = userEvent.setup();
    renderWithSystem(<Harness onConfirm={() => Promise.reject(new Error('nope'))} />);
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
  });
});
