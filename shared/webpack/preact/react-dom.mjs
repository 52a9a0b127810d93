// `react-dom` on Preact (see react.mjs, which `react` is: imported for what it sets up). A module of
// its own: the page shares `react` and `react-dom` under two keys, and a shared module is provided
// for one key only.
import 'react';

export * from 'preact/compat';
export { default } from 'preact/compat';
