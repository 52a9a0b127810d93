import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '@vigia/shared/ui';
import { LandingErrorBoundary } from './LandingErrorBoundary';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../../test/mockApi').queryModule);

function Broken(): never {
  throw new Error('landing failed');
}

it("shows 'Something went wrong' and a 'Refresh Page' button when the landing page fails", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRefresh = jest.fn();
  render(
    <ChakraProvider value={system}>
      <LandingErrorBoundary onRefresh={onRefresh}>
        <Broken />
      </LandingErrorBoundary>
    </ChakraProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
