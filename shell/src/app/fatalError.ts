/**
 * Last resort when the shell's own code cannot load (e.g. a chunk failed to download). Plain DOM
 * only: this runs in the entry chunk, before any shared module (React, Chakra, the string
 * catalogue) is available, so the strings repeat `uiMessages.startup` of @vigia/shared/ui.
 */
export function showFatalError(error: unknown): void {
  const container = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'font-family:system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 1.5rem;color:#1a202c';
  const title = document.createElement('h1');
  title.textContent = 'Application Error';
  const message = document.createElement('p');
  message.textContent = error instanceof Error ? error.message : String(error);
  message.style.cssText = 'color:#4a5568;line-height:1.5;word-break:break-word';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload Page';
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, message, reload);
  container.replaceChildren(main);
}
