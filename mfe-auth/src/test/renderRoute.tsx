import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AuthRoutes from '../routes';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the remote's routes at `path` under a catch-all route, with stand-ins for the shell's pages. */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Página de inicio</p>} />
          <Route path="/dashboard" element={<p>Panel</p>} />
          <Route path="*" element={<AuthRoutes basePath="/" />} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return { user, ...view };
}

/** A promise the test settles when it wants: lets a test look at the screen mid-request. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}
