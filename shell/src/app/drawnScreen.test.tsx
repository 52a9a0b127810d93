import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { watchDrawnScreen } from './drawnScreen';

const DRAWN_FORM = `<div data-prerendered=""><form>
  <input name="email" type="email" /><input name="password" type="password" />
  <button type="submit">Iniciar Sesión</button>
</form></div>`;

/** The app's form: controlled fields, as React sees them. */
function AppForm({
  onSubmit,
}: {
  onSubmit: (values: { email: string; password: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Iniciar Sesión</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = DRAWN_FORM;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function type(name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field.value = value;
  return field;
}

function handOver(onSubmit = jest.fn()) {
  const drawn = watchDrawnScreen(container);
  expect(drawn).not.toBeNull();
  return { drawn: drawn!, onSubmit };
}

function renderApp(onSubmit: jest.Mock) {
  root = createRoot(container);
  act(() => flushSync(() => root!.render(<AppForm onSubmit={onSubmit} />)));
}

describe('watchDrawnScreen', () => {
  it('finds nothing to hand over on a page without a drawn screen', () => {
    container.innerHTML = '<main><div class="vs-card"></div></main>';
    expect(watchDrawnScreen(container)).toBeNull();
  });

  it('carries what was typed and where the cursor was into the app, which sees it as typed', () => {
    const { drawn, onSubmit } = handOver();
    type('email', 'ana@example.com');
    type('password', 'secreta-123').focus();
    container.querySelector<HTMLInputElement>('input[name="password"]')!.setSelectionRange(3, 3);

    act(() => drawn.handOver(() => renderApp(onSubmit)));

    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    expect(email.value).toBe('ana@example.com');
    expect(password.value).toBe('secreta-123');
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(3);
    // React's state holds them: submitting sends them.
    act(() => password.form!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreta-123' });
  });

  it('keeps a submit pressed on the drawn form from navigating, and sends it from the app', () => {
    const { drawn, onSubmit } = handOver();
    type('email', 'ana@example.com');
    type('password', 'secreta-123');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => drawn.handOver(() => renderApp(onSubmit)));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreta-123' });
  });

  it('sends nothing on its own when no submit was pressed', () => {
    const { drawn, onSubmit } = handOver();
    type('email', 'ana@example.com');
    act(() => drawn.handOver(() => renderApp(onSubmit)));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

it('watches a drawn screen once, however often it is asked for', () => {
  expect(watchDrawnScreen(container)).toBe(watchDrawnScreen(container));
});
