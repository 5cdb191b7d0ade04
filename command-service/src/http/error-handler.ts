import type { ErrorRequestHandler } from 'express';
import type { ErrorBody } from '@cairn/contracts';
import type { Logger } from '@cairn/infra';
import { DomainError, TooManyAttempts } from '../command-handling/domain-error';
import { REFUSAL_STATUS } from './refusal-status';

/** Read-store refusals of a search (bad field, value or path): bad input, so 400. */
const READ_STORE_QUERY_ERRORS = [
  'UNKNOWN_FILTER_FIELD',
  'INVALID_FILTER_VALUE',
  'INVALID_JSON_PATH',
  'UNKNOWN_READ_MODEL',
];

/** One place that turns every failure into the spec's error body; a 500 never leaks details. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, _req, res, _next) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { errorMessageKey: error.key };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error instanceof TooManyAttempts)
        res.setHeader('retry-after', String(error.retryAfterSeconds));
      res.status(REFUSAL_STATUS[error.refusal]).json(body);
      return;
    }
    const e = error as {
      type?: string;
      status?: number;
      code?: string;
      field?: string;
      expose?: boolean;
    };
    // A JSON body over the cap names no field: the whole request is too large.
    if (e.type === 'entity.too.large') {
      res.status(413).json({ errorMessageKey: 'payloadTooLarge' });
      return;
    }
    if (e.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({
        errorMessageKey: 'payloadTooLarge',
        fieldErrors: { [e.field ?? 'file']: 'validationFileTooLarge' },
      });
      return;
    }
    if (
      e.type === 'entity.parse.failed' ||
      e.code?.startsWith('LIMIT_') ||
      READ_STORE_QUERY_ERRORS.includes(e.code ?? '')
    ) {
      res.status(400).json({
        errorMessageKey: 'validationError',
        fieldErrors: { [e.field ?? '_']: 'validationInvalid' },
      });
      return;
    }
    // The body parser's own refusals (unknown charset or Content-Encoding, a body that does not inflate):
    // the client's fault, answered in the API's shape; nothing of ours failed, so no stack is logged.
    if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      logger.debug('unreadable request body', { status: e.status, type: e.type ?? null });
      res
        .status(e.status)
        .json({ errorMessageKey: e.status === 415 ? 'unsupportedMediaType' : 'validationError' });
      return;
    }
    logger.error('unhandled error', {
      error: error instanceof Error ? error.stack : String(error),
    });
    res.status(500).json({ errorMessageKey: 'genericErrorMessage' });
  };
