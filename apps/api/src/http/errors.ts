import { isErrorCode, messageFor, statusFor, type ErrorCode, type ErrorDetail } from '@arms/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type { ErrorDetail };

/**
 * An error from the spec's catalogue (section 8). The catalogue owns the status: a rule that needs
 * another status gets its own code in @arms/domain's catalogue, never a status passed here.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, details?: ErrorDetail[]) {
    super(messageFor(code, 'en'));
    this.name = 'ApiError';
    this.code = code;
    this.status = statusFor(code);
    this.details = details;
  }
}

/** Throws a catalogue error: `throw fail('JOB_NOT_EXISTED')` reads as the rule it enforces. */
export function fail(code: ErrorCode, details?: ErrorDetail[]): ApiError {
  return new ApiError(code, details);
}

/**
 * Answers a catalogue error outside a route's handler (the error and not-found handlers, Fastify's
 * framework errors): the catalogue's status, `{ error, message, details? }`.
 */
export function sendCatalogueError(reply: FastifyReply, code: ErrorCode, details?: ErrorDetail[]): FastifyReply {
  return reply
    .status(statusFor(code))
    .send({ error: code, message: messageFor(code), ...(details ? { details } : {}) });
}

function fromValidation(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((v) => {
    const where = error.validationContext ?? 'body';
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const extra = v.params as Record<string, unknown>;
    const field =
      typeof extra.additionalProperty === 'string'
        ? [path, extra.additionalProperty].filter(Boolean).join('.')
        : typeof extra.missingProperty === 'string'
          ? [path, extra.missingProperty].filter(Boolean).join('.')
          : path;
    return { field: `${where}${field ? `.${field}` : ''}`, code: `validation.${v.keyword}` };
  });
}

/** SQLSTATE classes and network codes meaning the database cannot be reached or is shutting down. */
const unavailable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * What a database failure means for the caller. A data exception (SQLSTATE class 22: a value out of a
 * column's range, a text PostgreSQL cannot hold) is bad input the schemas let through: 400
 * VALIDATION_ERROR. A lost connection (class 08, a shutdown, a refused socket) is SERVER_DOWN (503)
 * so clients retry. Anything else stays an unknown error.
 */
export function databaseErrorCode(error: unknown): ErrorCode | undefined {
  for (let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, i = 0; e && i < 4; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^22[0-9A-Z]{3}$/.test(code)) return 'VALIDATION_ERROR';
    if (code.startsWith('08') || unavailable.has(code)) return 'SERVER_DOWN';
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|is not queryable/.test(
        e.message,
      )
    )
      return 'SERVER_DOWN';
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * One error handler for the whole API: catalogue errors keep their code; schema failures become
 * VALIDATION_ERROR with details; everything else is UNKNOWN_ERROR with no stack trace or SQL text.
 */
export function installErrorHandler(
  app: FastifyInstance,
  apiPrefix: string,
  spas: ReadonlyArray<{ root: string; prefix: string }>,
): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // A route that reads its caller with its answer (ADR 0200) may fail before that read (validation,
    // bad input): the caller is read first, so a revoked or unauthorised caller gets its 401/403 as on
    // every other route, never the 400.
    if (request.pendingCaller) {
      return request.server.confirmCaller(request).then(
        () => answerError(error, request, reply),
        (authError: unknown) => answerError(authError as ApiError, request, reply),
      );
    }
    return answerError(error, request, reply);
  });
  function answerError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof ApiError) {
      const retryAfter = (error as ApiError & { retryAfter?: number }).retryAfter;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
    if (error.validation) {
      return sendCatalogueError(reply, 'VALIDATION_ERROR', fromValidation(error));
    }
    const database = databaseErrorCode(error);
    if (database) {
      if (database === 'SERVER_DOWN') request.log.warn({ err: error }, 'database unavailable');
      return sendCatalogueError(reply, database);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large). A body of a
      // type the route does not read is a 400 like any other bad input; a body too large is
      // REQUEST_TOO_LARGE (413).
      const code: ErrorCode =
        status === 413 ? 'REQUEST_TOO_LARGE' : error.code && isErrorCode(error.code) ? error.code : 'VALIDATION_ERROR';
      return sendCatalogueError(reply, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendCatalogueError(reply, 'UNKNOWN_ERROR');
  }
  const ordered = [...spas].sort((a, b) => b.prefix.length - a.prefix.length);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const spa =
      request.method === 'GET' && !path.startsWith(`${apiPrefix}/`) && path !== apiPrefix
        ? ordered.find((s) => path.startsWith(s.prefix) || `${path}/` === s.prefix)
        : undefined;
    // Client-side routes of a single-page app (e.g. /jobs, /arms/login) are answered by its index.html.
    if (spa) return reply.header('cache-control', 'no-cache').sendFile('index.html', spa.root);
    return sendCatalogueError(reply, 'NO_RECORD_FOUND_FOR_ID');
  });
}
