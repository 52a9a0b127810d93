import { ApiError, errorText, isUnreachable } from './api-error';
import { apiMessages } from './messages';

const fallback = 'No se pudo eliminar la subscripción.';
const error = (status: number, code: string, message = 'x', details?: unknown) =>
  new ApiError({ status, code, message, details });

describe('errorText: what a user reads of a failed call', () => {
  it('says the server did not answer in time for a timeout', () => {
    expect(errorText(error(0, 'TIMEOUT', 'No answer within 10 s'), fallback)).toBe(
      apiMessages.timeout,
    );
  });

  it('says the server cannot be reached when there is no answer or a gateway fails', () => {
    for (const failure of [
      error(0, 'NETWORK_ERROR', 'Failed to fetch'),
      error(502, 'INTERNAL', 'The API is not reachable'),
      error(503, 'INTERNAL', 'Database unavailable'),
      error(504, 'INTERNAL', 'Gateway Timeout'),
    ]) {
      expect(isUnreachable(failure)).toBe(true);
      expect(errorText(failure, fallback)).toBe(apiMessages.unreachable);
    }
  });

  it("never shows a server error's own text: the screen's sentence instead", () => {
    const sql = error(500, 'INTERNAL', 'insert into "notifications" ... violates constraint');
    expect(errorText(sql, fallback)).toBe(fallback);
    expect(errorText(error(404, 'NOT_FOUND', 'Subscription not found'), fallback)).toBe(fallback);
    expect(errorText(new Error('[ Federation Runtime ]: RUNTIME-003'), fallback)).toBe(fallback);
    expect(errorText('boom', fallback)).toBe(fallback);
  });

  it("shows a validation rule's own message (the contracts' words)", () => {
    const details = [{ path: ['prompts', 0], message: 'Un término admite como mucho 30 palabras' }];
    expect(errorText(error(400, 'VALIDATION_ERROR', 'Invalid request', details), fallback)).toBe(
      'Un término admite como mucho 30 palabras',
    );
    expect(errorText(error(400, 'VALIDATION_ERROR', 'Invalid request'), fallback)).toBe(fallback);
  });

  it('asks to wait after too many calls', () => {
    expect(errorText(error(429, 'RATE_LIMITED'), fallback)).toBe(apiMessages.rateLimited);
  });
});
