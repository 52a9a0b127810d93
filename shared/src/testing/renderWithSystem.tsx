import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { system } from '../ui/theme/system';

/** Renders inside the Vigía Chakra system (no router, no data cache, no auth). */
export function renderWithSystem(ui: ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={system}>{children}</ChakraProvider>
    ),
    ...options,
  });
}
