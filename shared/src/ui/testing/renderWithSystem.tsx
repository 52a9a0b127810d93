import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { system } from '../theme/system';

/** Test helper (not part of the public API): renders inside the Vigía Chakra system. */
export function renderWithSystem(ui: ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={system}>{children}</ChakraProvider>
    ),
    ...options,
  });
}
