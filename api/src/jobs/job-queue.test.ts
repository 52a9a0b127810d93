import { createInProcessJobQueue } from './job-queue';

const quietLogger = () => ({ error: jest.fn() });

describe('in-process job queue', () => {
  it('runs a job after enqueue returns, and drain waits for it', async () => {
    const queue = createInProcessJobQueue(quietLogger());
    const seen: string[] = [];
    queue.handle<{ id: string }>('work', async ({ id }) => {
      seen.push(id);
    });
    await queue.enqueue('work', { id: 'a' });
    expect(seen).toEqual([]);
    await queue.drain();
    expect(seen).toEqual(['a']);
  });

  it('logs a failing job without rejecting anything', async () => {
    const logger = quietLogger();
    const queue = createInProcessJobQueue(logger);
    queue.handle('boom', async () => {
      throw new Error('kaput');
    });
    await queue.enqueue('boom', {});
    await expect(queue.drain()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'boom' }),
      'Job failed',
    );
  });

  it('refuses a job without a handler and a second handler for one name', async () => {
    const queue = createInProcessJobQueue(quietLogger());
    await expect(queue.enqueue('nobody', {})).rejects.toThrow('No handler for job nobody');
    queue.handle('once', async () => undefined);
    expect(() => queue.handle('once', async () => undefined)).toThrow('already has a handler');
  });
});
