/**
 * jsdom has no fetch `Request`; react-router's data router builds one per navigation and only
 * reads its url and signal. A minimal stand-in for the tests (the browser has the real one).
 */
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

export {};

/** jsdom has no ResizeObserver; Chakra's menus (floating positioning) observe their anchors. */
if (typeof globalThis.ResizeObserver === 'undefined') {
  class TestResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: TestResizeObserver });
}
