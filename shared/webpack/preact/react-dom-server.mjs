// `react-dom/server` on Preact (see react.mjs): what the build draws signed-out screens with.
import 'react';

export { renderToString, renderToString as renderToStaticMarkup } from 'preact-render-to-string';
