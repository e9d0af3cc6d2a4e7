import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatLaunch, languages } from '@lotto/contract';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { ChatService } from './chat.service';
import { verifyChatLink } from './chat-provider';
import { DEMO_CHAT_CSP, demoChatPage } from './demo-chat-page';

export const DEMO_CHAT_PATH = '/chat/demo';

const demoQuery = z.object({
  memberId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  name: z.string().min(1).max(64),
  ts: z.coerce.number().int().nonnegative(),
  sig: z.string().max(128),
});
/** The language the link asks for; a link without one (an older template) reads as the request's. */
const askedLanguage = z.object({ language: z.enum(languages).optional() });

export default async function chatRoutes(
  app: FastifyInstance,
  opts: { chat: ChatService; key: string; clock: Clock },
) {
  registerOperation(app, chatLaunch, (req) =>
    opts.chat.launch(req.merchant, currentMember(req).id, req.language),
  );

  // The built-in demo provider: it checks the signature as a real provider would, so the whole
  // path from the service popup to a chat window runs on this server.
  app.get(DEMO_CHAT_PATH, { schema: { hide: true } }, async (req, reply) => {
    const parsed = demoQuery.safeParse(req.query);
    const ok =
      parsed.success &&
      verifyChatLink(opts.key, parsed.data, parsed.data.sig, opts.clock().getTime());
    return reply
      .code(ok ? 200 : 403)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DEMO_CHAT_CSP)
      .send(
        demoChatPage(
          ok && parsed.success ? parsed.data.name : null,
          askedLanguage.safeParse(req.query).data?.language ?? req.language,
        ),
      );
  });
}
