import { inputIssues, REQUEST_MAX_DEPTH } from '@vigia/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { validationError } from './api-error';

/**
 * Every route, whatever its own schema: path parameters, query and JSON body hold no control
 * characters (tab and line breaks aside) or lone surrogates, and nest at most REQUEST_MAX_DEPTH
 * levels; otherwise 400 VALIDATION_ERROR naming where. The database refuses such text, and a
 * body nested thousands of levels deep overflows the stack of whatever walks it recursively.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const issues = [request.params, request.query, request.body].flatMap((part) =>
      inputIssues(part, REQUEST_MAX_DEPTH),
    );
    if (issues.length > 0) throw validationError(issues);
  });
}
