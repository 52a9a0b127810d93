import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screen tests type and click through whole dialogs with user-event; on a loaded 2-core machine
// (jest runs beside the api suites) one such test can take more than jest's default 5 s.
jest.setTimeout(20_000);

// The product's users browse in Spanish: screens format dates in the browser's locale. (A test
// file may ask for the node environment: no window there.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window.navigator, 'language', { value: 'es-ES', configurable: true });
  Object.defineProperty(window.navigator, 'languages', { value: ['es-ES'], configurable: true });
}
