import { REMOTE_EXPOSES, remoteModuleProblem } from './remote-modules';

describe('remoteModuleProblem', () => {
  const Component = () => null;

  it('accepts a routes component and a record of widgets', () => {
    expect(remoteModuleProblem('./routes', { default: Component })).toBeNull();
    expect(
      remoteModuleProblem('./widgets', { default: { a: Component, b: Component } }),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(remoteModuleProblem('./routes', {})).toBe('./routes has no default export');
    expect(remoteModuleProblem('./routes', { default: 'x' })).toBe(
      './routes: the default export is not a component',
    );
    expect(remoteModuleProblem('./widgets', { default: {} })).toBe('./widgets: no widget');
    expect(remoteModuleProblem('./widgets', { default: { a: Component, b: 1 } })).toBe(
      "./widgets: the widget 'b' is not a component",
    );
  });

  it('lists every remote', () => {
    expect(Object.keys(REMOTE_EXPOSES).sort()).toEqual([
      'mfe_auth',
      'mfe_notifications',
      'mfe_settings',
      'mfe_subscriptions',
    ]);
  });
});
