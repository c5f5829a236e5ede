import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { DISK_FULL_MESSAGE, isDiskFull } from '../database/disk-full.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { isHubError } from '../kernel/hub-error.js';
import type { ErrorCode } from '../protocol/index.js';

const STATUS: Partial<Record<ErrorCode, number>> = {
  malformed: 400,
  'invalid-message': 400,
  'too-large': 413,
  unauthorized: 401,
  throttled: 429,
  forbidden: 403,
  'unknown-table': 404,
  'no-match': 404,
  'not-found': 404,
  conflict: 409,
  'stale-state': 409,
  'invalid-command': 422,
  'disk-full': 507,
  unavailable: 503,
};

/** Every REST error is JSON: `{ error: { code, message } }` (and `reason`, `params` where the refusal has them), with the HTTP status that fits. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<ServerResponse>();
    let status = 500;
    let body: { code: string; message: string; reason?: string; params?: Readonly<Record<string, string | number>> } = { code: 'internal', message: 'the hub failed to handle this request' };
    if (isHubError(error)) {
      status = STATUS[error.code] ?? 400;
      body = { code: error.code, message: error.message, ...(error.reason && { reason: error.reason.code, params: error.reason.params }) };
    } else if (error instanceof HttpException) {
      status = error.getStatus();
      body = { code: codeOf(status), message: messageOf(error) };
    } else if (isDiskFull(error)) {
      status = STATUS['disk-full']!;
      body = { code: 'disk-full', message: DISK_FULL_MESSAGE };
      this.logger.error({ err: error }, 'the disk is full: a REST request was not recorded');
    } else if (isBodyParserError(error)) {
      status = error.status;
      body = { code: status === 413 ? 'too-large' : 'malformed', message: `the request body is not valid JSON: ${error.message}` };
    } else {
      this.logger.error({ err: error }, 'REST request failed');
    }
    if (res.headersSent) return;
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: body }));
  }
}

function codeOf(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  return status < 500 ? 'invalid-message' : 'internal';
}

function messageOf(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return error.message;
}

function isBodyParserError(error: unknown): error is Error & { status: number; type: string } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number' && typeof (error as { type?: unknown }).type === 'string';
}
