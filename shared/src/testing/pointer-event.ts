// jsdom has no PointerEvent; Chakra's (zag's) press handling builds one on keyboard activation.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
}

export {};
