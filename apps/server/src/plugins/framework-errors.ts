import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorCode, type ErrorEnvelope } from '@lotto/contract';

/** Node's limit on a request's start line and headers together (its default --max-http-header-size). */
export const MAX_HEADER_BYTES = 16 * 1024;

const envelopeOf = (message: string, code: string = ErrorCode.BAD_REQUEST): ErrorEnvelope => ({
  success: false,
  value: null,
  message,
  code,
});

/**
 * Errors the router raises before a route or the error handler exists: a path that is not valid
 * %-encoding, a path parameter past the router's length. The path is not echoed (it is the
 * attacker's text, and the log has it).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A part of the path is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The path is not valid URL encoding']
        : [error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'Bad request'];
  void reply.code(status).header('cache-control', 'no-store').send(envelopeOf(message));
}

const clientErrorAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `The URL and headers are over ${MAX_HEADER_BYTES / 1024} KB`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL too large,
 * malformed requests): written to the socket as the envelope, since no reply exists yet.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  err: Error & { code?: string },
  socket: Socket,
) => {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswers[err.code ?? ''] ?? [400, 'Malformed request'];
  const body = JSON.stringify(envelopeOf(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
};
