import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards, depositMethods, depositStatus, ErrorCode, memberIcon } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import moneyGatePlugin, { moneyCalls, registerMoneyOperation } from './money-gate';

/** The session a call carries, by header: a trial account or a member of the type named. */
const sessionOf = (request: FastifyRequest): AuthenticatedMember | null => {
  const type = request.headers['x-member-type'];
  if (typeof type !== 'string') return null;
  return {
    sessionId: 1,
    id: 7,
    merchantCode: 'demo',
    username: 'member7',
    customerType: type === 'trial' ? 0 : Number(type),
    isTrial: type === 'trial',
    firstTimeLogin: false,
  };
};

/** An app with the gate and a stand-in session: what the money routes need of the real one. */
async function gatedApp(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err: Error & { validation?: unknown }, _request, reply) =>
    err instanceof HttpError
      ? reply.code(err.status).send({ success: false, value: null, message: '', code: err.code })
      : reply.code(err.validation ? 400 : 500).send({
          success: false,
          value: null,
          message: err.message,
          code: err.validation ? ErrorCode.BAD_REQUEST : ErrorCode.INTERNAL,
        }),
  );
  await app.register(
    fp(
      async (scope) => {
        scope.decorateRequest('member', null);
        const authenticate = async (request: FastifyRequest) => {
          request.member = sessionOf(request);
          if (!request.member) throw new HttpError(ErrorCode.UNAUTHORIZED);
        };
        scope.decorate('authenticate', authenticate);
        scope.decorate('identify', async (request: FastifyRequest) => {
          request.member = sessionOf(request);
        });
      },
      { name: 'session-auth' },
    ),
  );
  await app.register(moneyGatePlugin);
  await app.register(async (scope) => routes(scope));
  await app.ready();
  return app;
}

describe('§6 money gate', () => {
  it('covers every deposit and withdraw call of the contract, and nothing else', () => {
    const calls = moneyCalls();
    expect(calls.size).toBe(18);
    for (const call of [
      'GET /wps/deposit/methods',
      'POST /wps/deposit/promptpay',
      'POST /wps/deposit/manual',
      'POST /wps/deposit/gateway',
      'GET /wps/deposit/promotions',
      'POST /wps/deposit/promotions/accept',
      'POST /wps/withdraw',
      'GET /wps/member/bankCard',
      'POST /wps/member/bankCard',
      'DELETE /wps/member/bankCard',
      'PUT /wps/member/bankCard/default',
    ])
      expect(calls.has(call), call).toBe(true);
    // Not money calls: the gateway's own callback, the console's finance pages, the icon.
    expect([...calls.keys()].some((call) => call.includes('/callback'))).toBe(false);
    expect([...calls.keys()].some((call) => call.includes('/ops/'))).toBe(false);
  });

  it('an app does not start with a money call registered without the gate', async () => {
    await expect(
      gatedApp((app) =>
        registerOperation(app, depositMethods, () => {
          throw new Error('not called');
        }),
      ),
    ).rejects.toThrow(/depositMethods \(GET \/wps\/deposit\/methods\) is a §6 money call/);
    // Any other member call registers as before.
    const other = await gatedApp((app) =>
      registerOperation(app, memberIcon, () => ({ iconUrl: null })),
    );
    await other.close();
  });

  describe('on a money call', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await gatedApp((scope) => {
        registerMoneyOperation(scope, bankCards, (req) => ({
          payeeName: `member ${req.moneyMember.id}`,
          cards: [],
        }));
        registerMoneyOperation(scope, depositStatus, () => {
          throw new Error('not reached in these tests');
        });
      });
    });
    afterAll(() => app.close());

    const call = (type: string | null, url = '/wps/member/bankCard') =>
      app.inject({
        method: 'GET',
        url,
        headers: type === null ? {} : { 'x-member-type': type },
      });

    it('passes member types 0, 1 and 2 with the gated member on the request', async () => {
      for (const type of ['0', '1', '2'])
        expect((await call(type)).json()).toMatchObject({
          success: true,
          value: { payeeName: 'member 7' },
        });
    });

    it('refuses a trial account, then every other type; no session stays a 401', async () => {
      expect((await call('trial')).json().code).toBe(ErrorCode.TRIAL_NOT_ALLOWED);
      for (const type of ['3', '4', '40'])
        expect((await call(type)).json().code).toBe(ErrorCode.FREE_REJECT);
      expect((await call(null)).json().code).toBe(ErrorCode.UNAUTHORIZED);
    });

    it('checks the input before the gate, as the handlers did', async () => {
      const res = await call('trial', '/wps/deposit');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('id');
    });
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it('registers every money call, each checked for the gate when the app started', () => {
      expect(t.app.hasPlugin('money-gate')).toBe(true);
      for (const call of moneyCalls().keys()) {
        const [method, url] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        expect(t.app.hasRoute({ method, url }), call).toBe(true);
      }
    });
  });
});
