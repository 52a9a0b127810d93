import { Component, type ErrorInfo, type ReactNode } from 'react';
import { readSessionValue, SESSION_KEYS } from '@vigia/shared/auth';
import { goTo, reloadPage } from './browser';
import {
  AUTH_REDIRECT_DELAY_MS,
  AUTH_REDIRECT_URL,
  isAuthenticationError,
  userMessageOf,
} from './classify';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  /** Named in the heading, 'Something went wrong in {section}': a name users know ('Ajustes'). */
  section?: string;
  /** Called by 'Try Again' after the error is cleared (e.g. to retry loading a remote). */
  onRetry?: () => void;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
  error: unknown;
  componentStack: string;
}

const CLEAR: ErrorBoundaryState = { hasError: false, error: undefined, componentStack: '' };

function hasStoredAccessToken(): boolean {
  try {
    return Boolean(readSessionValue(SESSION_KEYS.accessToken));
  } catch {
    return false;
  }
}

/**
 * Wraps a section of the app (spec §8). An error mentioning MISSING_HEADERS is an authentication
 * error: without a stored access token the user is sent to /auth?mode=login after 1 second.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = CLEAR;

  private redirectTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { hasError: true, error, componentStack: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    // The technical detail goes to the console; the screen shows a sentence for users.
    console.error(`Section ${this.props.section ?? '(unnamed)'} failed:`, error);
    if (isAuthenticationError(error, componentStack) && !hasStoredAccessToken()) {
      this.clearRedirect();
      this.redirectTimer = setTimeout(() => goTo(AUTH_REDIRECT_URL), AUTH_REDIRECT_DELAY_MS);
    }
  }

  override componentWillUnmount(): void {
    this.clearRedirect();
  }

  private clearRedirect(): void {
    if (this.redirectTimer !== undefined) clearTimeout(this.redirectTimer);
    this.redirectTimer = undefined;
  }

  private readonly tryAgain = (): void => {
    this.clearRedirect();
    this.setState(CLEAR);
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    const { hasError, error, componentStack } = this.state;
    if (!hasError) return this.props.children;
    return (
      <ErrorFallback
        section={this.props.section}
        authError={isAuthenticationError(error, componentStack)}
        message={userMessageOf(error)}
        componentStack={componentStack}
        onTryAgain={this.tryAgain}
        onLogIn={() => goTo(AUTH_REDIRECT_URL)}
        onReload={reloadPage}
      />
    );
  }
}
