// The HTML page of the shell and of each standalone remote.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E" +
  "%3Crect width='32' height='32' rx='8' fill='%231d4ed8'/%3E" +
  "%3Cpath d='M4 16s4.5-7 12-7 12 7 12 7-4.5 7-12 7S4 16 4 16z' fill='none' stroke='white' stroke-width='2.2'/%3E" +
  "%3Ccircle cx='16' cy='16' r='3.6' fill='white'/%3E%3C/svg%3E";

/** Vigía's mark (shared/src/ui/logo), drawn before the theme exists. */
const MARK =
  '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">' +
  '<rect width="32" height="32" rx="8" fill="#254bea"/>' +
  '<path d="M4 16s4.5-7 12-7 12 7 12 7-4.5 7-12 7S4 16 4 16z" fill="none" stroke="white" stroke-width="2.2"/>' +
  '<circle cx="16" cy="16" r="3.6" fill="white"/></svg>';

/**
 * The shell's frame as plain HTML and CSS, painted before any script arrives: the header with
 * Vigía's mark and a quiet placeholder where the screen will be (between `<!--screen-->` marks,
 * where the shell's server puts a screen a remote drew at build time: scripts/lib/prerendered.mjs). React replaces it (createRoot
 * clears #root) with the same header, so nothing moves. Colours are the theme's (bg.subtle,
 * bg.panel, border, brand.600, fg).
 */
const SHELL_SKELETON = `
    <style>
      body { margin: 0; background: #fafafa; color: #18181b; font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      .vs-header { position: sticky; top: 0; height: 3.5rem; box-sizing: content-box; display: flex; align-items: center; padding: 0 0.75rem; background: #fff; border-bottom: 1px solid #e4e4e7; }
      .vs-brand { display: flex; align-items: center; gap: 0.5rem; font-size: 1.125rem; font-weight: 700; letter-spacing: -0.025em; }
      .vs-main { padding: 1.5rem 1rem; }
      .vs-card { max-width: 28rem; margin: 0 auto; padding: 2rem; border-radius: 0.75rem; background: #fff; border: 1px solid #e4e4e7; }
      .vs-line { height: 0.75rem; margin: 0.75rem 0; border-radius: 0.375rem; background: #f4f4f5; }
      @media (min-width: 48rem) { .vs-header { padding: 0 1.5rem; } .vs-main { padding: 2.5rem 1.5rem; } }
    </style>`;

const SHELL_SKELETON_BODY = `
      <header class="vs-header">
        <span class="vs-brand">${MARK}Vigía</span>
      </header>
      <main class="vs-main" aria-busy="true">
        <!--screen--><div class="vs-card"><div class="vs-line" style="width: 55%"></div><div class="vs-line"></div><div class="vs-line" style="width: 80%"></div></div><!--/screen-->
      </main>
    `;

/** @param {{ title: string, preloadConfig?: boolean, skeleton?: boolean }} options */
function htmlTemplate({ title, preloadConfig = false, skeleton = false }) {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Vigía vigila el BOE y el DOGA por ti y te avisa cuando aparece lo que buscas." />
    <meta name="theme-color" content="#1d4ed8" />
    <link rel="icon" href="${FAVICON}" />
    ${preloadConfig ? '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' : ''}
    <title>${title}</title>${skeleton ? SHELL_SKELETON : ''}
  </head>
  <body>
    <noscript>Vigía necesita JavaScript para funcionar.</noscript>
    <div id="root">${skeleton ? SHELL_SKELETON_BODY : ''}</div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
