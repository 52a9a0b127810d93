import type { UserFacingError } from '@vigia/shared/ui';

/**
 * A remote module that could not be used. `message` is the technical reason (/debug, the
 * console); `userMessage` is what its section's error boundary tells the user.
 */
export class RemoteLoadError extends Error implements UserFacingError {
  constructor(
    message: string,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}
