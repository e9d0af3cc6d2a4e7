import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lotto/contract';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as it was sent, where keepRawJsonBody is registered. */
    rawBody?: string;
  }
}

/**
 * JSON bodies in this plugin's scope are parsed as usual and also kept as sent: a signature (a
 * vendor's, a gateway's) covers the exact bytes, not their parsed shape.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      try {
        done(null, text ? JSON.parse(text) : {});
      } catch {
        done(new HttpError(ErrorCode.BAD_REQUEST, 'The body is not valid JSON'), undefined);
      }
    },
  );
}
