import { flushSync } from 'react-dom';

/**
 * A screen drawn at build time (the shell's server puts it in the page: scripts/lib/prerendered.mjs)
 * shows its form before any script runs. When the app replaces it, what the visitor typed, where
 * the cursor was and a submit pressed meanwhile are carried into the app's own form.
 */
export interface DrawnScreen {
  /** Calls `render` (which must commit the app synchronously), then carries the form over. */
  handOver(render: () => void): void;
}

const DRAWN = '[data-prerendered]';
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

function fieldNamed(container: HTMLElement, name: string): HTMLInputElement | null {
  return container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
}

const watched = new WeakMap<Element, DrawnScreen>();

/**
 * The drawn screen in `container`, if it holds one; from its first call (main.js's first lines) its
 * submits wait for the app.
 */
export function watchDrawnScreen(container: HTMLElement): DrawnScreen | null {
  const drawn = container.querySelector(DRAWN);
  if (!drawn) return null;
  const known = watched.get(drawn);
  if (known) return known;
  let submitted = false;
  // Before this runs a submit does nothing: the page's CSP allows no form to navigate.
  drawn.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
  });

  const screen: DrawnScreen = {
    handOver(render) {
      const inputs = [...drawn.querySelectorAll<HTMLInputElement>('input[name]')];
      const typed = inputs
        .filter((input) => input.value !== '')
        .map(({ name, value }) => ({ name, value }));
      const active = document.activeElement;
      const focused =
        active instanceof HTMLInputElement && inputs.includes(active)
          ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
          : null;

      render();

      // Committed at once, so a submit carried over below reads what was typed.
      flushSync(() => {
        for (const { name, value } of typed) {
          const field = fieldNamed(container, name);
          if (!field || field.value !== '' || !setInputValue) continue;
          // Through the element's own setter and an input event, as typing would: React sees it.
          setInputValue.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      if (focused) {
        const field = fieldNamed(container, focused.name);
        field?.focus();
        if (field && focused.start !== null && focused.end !== null) {
          field.setSelectionRange(focused.start, focused.end);
        }
      }
      const firstName = inputs[0]?.name;
      if (submitted && firstName) fieldNamed(container, firstName)?.form?.requestSubmit();
    },
  };
  watched.set(drawn, screen);
  return screen;
}
