import type { FastifyInstance } from 'fastify';
import { announcements, hotMatchOp, markAnnouncementRead } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { ContentService } from './content.service';

export default async function contentRoutes(
  app: FastifyInstance,
  opts: { content: ContentService },
) {
  const { content } = opts;
  registerOperation(app, announcements, (req) =>
    content.announcements(req.merchant.code, req.query, req.member?.id ?? null, req.language),
  );
  registerOperation(app, markAnnouncementRead, (req) =>
    content.markRead(req.merchant.code, currentMember(req), req.body.announcementId),
  );
  registerOperation(app, hotMatchOp, async (req) => ({
    hot: await content.hot(req.merchant.code),
  }));
}
