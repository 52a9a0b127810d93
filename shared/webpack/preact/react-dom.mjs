// `react-dom` on Preact (see react.mjs). A module of its own: the page shares `react` and
// `react-dom` under two keys, and a shared module is provided for one key only.
export * from 'react';
export { default } from 'react';
