// What the page's `react` (Preact's compat layer, see react.mjs) must do as React does.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

describe("the page's React (Preact behind React's API)", () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it("runs a render's effects, and what they mount, before the next frame", async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    function Title() {
      const [shown, setShown] = useState(false);
      useEffect(() => setShown(true), []);
      return shown ? <h2 id="title">Título</h2> : null;
    }
    createRoot(container).render(<Title />);
    // Ark's dialog looks for its title one frame after it opens, to name the dialog by it.
    await microtasks(5);
    expect(container.querySelector('#title')).not.toBeNull();
    expect(frame).not.toHaveBeenCalled();
    frame.mockRestore();
  });

  it('commits inside flushSync at once, so a handler reads what an input event just set', () => {
    let read = '';
    function Field() {
      const [value, setValue] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            read = value;
          }}
        >
          <input name="email" value={value} onChange={(event) => setValue(event.target.value)} />
        </form>
      );
    }
    flushSync(() => createRoot(container).render(<Field />));
    const input = container.querySelector('input') as HTMLInputElement;
    flushSync(() => {
      input.value = 'ana@example.com';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    input.form?.requestSubmit();
    expect(read).toBe('ana@example.com');
  });

  it('focuses an element rendered with autoFocus when it mounts, and only then', () => {
    function Prompts({ count, added }: { count: number; added: number }) {
      return (
        <>
          {Array.from({ length: count }, (_, i) => (
            <input key={i} name={`p${i}`} autoFocus={i === added} />
          ))}
        </>
      );
    }
    const root = createRoot(container);
    const input = (i: number) => container.querySelector(`[name=p${i}]`);
    flushSync(() => root.render(<Prompts count={1} added={-1} />));
    expect(document.activeElement).toBe(document.body);
    flushSync(() => root.render(<Prompts count={2} added={1} />));
    expect(document.activeElement).toBe(input(1));
    // p0 mounted without it: it does not take the focus when the prop turns true.
    flushSync(() => root.render(<Prompts count={2} added={0} />));
    expect(document.activeElement).toBe(input(1));
  });
});
