// Signed out, the activity is empty and asks nothing of the api: the widget has its data at once.
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('./charts/ActivityCharts', () => ({
  __esModule: true,
  default: () => <p>gráficos</p>,
}));

import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '@vigia/shared/query';
import { system } from '@vigia/shared/ui';
import { ActivityWidget } from './ActivityWidget';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

const observers: Array<{ callback: Callback; margin?: string; observed: Element[] }> = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];

  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.entry = { callback, margin: options?.rootMargin, observed: [] };
    observers.push(this.entry);
  }

  observe(element: Element) {
    this.entry.observed.push(element);
  }

  disconnect() {
    this.entry.observed = [];
  }
}

function renderWidget() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChakraProvider value={system}>
        <ActivityWidget />
      </ChakraProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  observers.length = 0;
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

describe('ActivityWidget', () => {
  it('draws the charts only once the widget comes near the screen', async () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    renderWidget();
    expect(screen.getByRole('heading', { name: 'Actividad semanal' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByText('gráficos')).not.toBeInTheDocument();
    expect(observers[0]).toMatchObject({ margin: '200px' });
    expect(observers[0].observed).toHaveLength(1);

    await act(async () => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('gráficos')).not.toBeInTheDocument();
    await act(async () => observers[0].callback([{ isIntersecting: true }]));
    expect(await screen.findByText('gráficos')).toBeInTheDocument();
    expect(observers[0].observed).toHaveLength(0);
  });

  it('draws them at once in a browser without IntersectionObserver', async () => {
    renderWidget();
    expect(await screen.findByText('gráficos')).toBeInTheDocument();
  });
});
