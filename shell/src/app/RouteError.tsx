import { Component, type ReactNode } from 'react';
import { shellMessages } from '../i18n/shell';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The router's error page (spec §8): what shows when a route itself fails. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h2>{shellMessages.routeError.title}</h2>
      <h3 style={{ fontStyle: 'italic', fontWeight: 'normal' }}>{describe(error)}</h3>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** A new value (the location's key) clears the error: navigating away leaves the error page. */
  resetKey: string;
  children?: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Shows {@link RouteError} in place of the routes when rendering them throws outside every
 * section's own boundary, until the location changes.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: undefined, failedAt: null };
    }
    return null;
  }

  override render(): ReactNode {
    if (this.state.failedAt !== null) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}
