import '../test/polyfills';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NavigationScroll } from './NavigationScroll';

/** jsdom does not scroll: the page's position is this variable. */
let scrollY = 0;

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('starts a new screen at the top and returns to where an entry was left on Back', async () => {
  const router = createMemoryRouter([{ path: '*', element: <NavigationScroll /> }], {
    initialEntries: ['/subscriptions'],
  });
  render(<RouterProvider router={router} />);

  scrollY = 640;
  await act(() => router.navigate('/subscriptions/1'));
  expect(scrollY).toBe(0);

  scrollY = 120;
  await act(() => router.navigate(-1));
  expect(scrollY).toBe(640);
});
