// The HTML page of the shell and of each standalone remote.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E" +
  "%3Crect width='32' height='32' rx='8' fill='%231d4ed8'/%3E" +
  "%3Cpath d='M4 16s4.5-7 12-7 12 7 12 7-4.5 7-12 7S4 16 4 16z' fill='none' stroke='white' stroke-width='2.2'/%3E" +
  "%3Ccircle cx='16' cy='16' r='3.6' fill='white'/%3E%3C/svg%3E";

/** @param {{ title: string, preloadConfig?: boolean }} options */
function htmlTemplate({ title, preloadConfig = false }) {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Vigía vigila el BOE y el DOGA por ti y te avisa cuando aparece lo que buscas." />
    <meta name="theme-color" content="#1d4ed8" />
    <link rel="icon" href="${FAVICON}" />
    ${preloadConfig ? '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' : ''}
    <title>${title}</title>
  </head>
  <body>
    <noscript>Vigía necesita JavaScript para funcionar.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
