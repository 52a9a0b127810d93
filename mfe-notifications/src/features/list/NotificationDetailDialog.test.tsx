// The auth module without Firebase (it needs a browser's fetch); nobody is signed in here.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));

import { screen, within } from '@testing-library/react';
import type { Notification } from '@vigia/shared/contracts';
import { renderWithSystem } from '@vigia/shared/testing';
import { NotificationDetailDialog } from './NotificationDetailDialog';

function notification(metadata: Record<string, unknown>): Notification {
  return {
    id: 'n1',
    title: 'Ordenanza fiscal de Vigo',
    content: 'AYUNTAMIENTO DE VIGO · III. Otras disposiciones',
    read: false,
    readAt: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    sourceUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-1',
    subscriptionId: 's1',
    subscriptionName: 'Impuestos',
    source: 'boe',
    entityType: 'boe:document',
    metadata,
  };
}

function open(metadata: Record<string, unknown>) {
  renderWithSystem(
    <NotificationDetailDialog
      notification={notification(metadata)}
      onClose={() => undefined}
      onRead={() => undefined}
      onDelete={() => undefined}
    />,
  );
  return screen.findByRole('dialog');
}

describe('the notification detail', () => {
  it('says why the publication matched, with the matched words highlighted', async () => {
    const dialog = await open({
      matched_prompt: 'impuestos vigo',
      matched_concepts: ['impuestos', 'vigo'],
      snippet: 'Ordenanza «fiscal» de «Vigo»',
    });
    const why = within(dialog).getByTestId('match-explanation');
    expect(why).toHaveTextContent('Coincide con: «impuestos», «vigo»');
    expect(within(why).getByText('fiscal').tagName).toBe('MARK');
    expect(within(why).getByText('Vigo').tagName).toBe('MARK');
  });

  it('falls back to the matched prompt, and says nothing when the engine did not say', async () => {
    const dialog = await open({ matched_prompt: 'impuestos vigo' });
    expect(within(dialog).getByTestId('match-explanation')).toHaveTextContent(
      'Coincide con: «impuestos vigo»',
    );
  });

  it('has no explanation for a notification made without a match', async () => {
    const dialog = await open({});
    expect(within(dialog).queryByTestId('match-explanation')).not.toBeInTheDocument();
  });
});
