// React's API on Preact: every build resolves `react` here (webpack/index.cjs), the page shares it
// as its one `react`, and jest maps it here too, so components are tested on what ships. Three
// things React does that Preact leaves out are added here, once per page.
import { Fragment, options } from 'preact';

// React runs an update's effects before the next frame and Preact waits for a frame: effects that
// mount a part and code that looks for it one frame later (Ark's dialogs find their title that
// way, to name the dialog) need React's order. A promise, as Preact schedules renders, so that
// tests' fake timers hold neither.
const afterRender = Promise.resolve();
options.requestAnimationFrame = (flushEffects) => afterRender.then(flushEffects);

// React tells an error boundary which components the error went through (componentDidCatch's
// `componentStack`); Preact does only with preact/debug. `__e` is Preact's error hook and `__` a
// vnode's parent (its stable mangled names, which preact/debug and its devtools use too).
const catchError = options.__e;
options.__e = (error, vnode, oldVNode, errorInfo) => {
  let componentStack = '';
  for (let node = vnode; node; node = node.__) {
    const { type } = node;
    if (typeof type === 'function' && type !== Fragment) {
      componentStack += `\n    in ${type.displayName || type.name || 'Anonymous'}`;
    }
  }
  catchError(error, vnode, oldVNode, { componentStack, ...errorInfo });
};

// React focuses an element rendered with `autoFocus` when it mounts; Preact only sets the
// attribute, which a browser honours on page load alone. Focused once the commit is in the page
// (`__c`, Preact's commit hook; `__e`, a vnode's element). An element that mounted with
// `autoFocus={false}` is not focused when the prop turns true later, as in React.
const autoFocusSeen = new WeakSet();
const toFocus = [];
const diffed = options.diffed;
options.diffed = (vnode) => {
  const element = vnode.__e;
  if (typeof vnode.type === 'string' && 'autoFocus' in vnode.props && element) {
    if (!autoFocusSeen.has(element) && vnode.props.autoFocus) toFocus.push(element);
    autoFocusSeen.add(element);
  }
  diffed?.(vnode);
};
const commit = options.__c;
options.__c = (vnode, commitQueue) => {
  commit?.(vnode, commitQueue);
  for (const element of toFocus.splice(0)) element.focus();
};

export * from 'preact/compat';
export { default } from 'preact/compat';
