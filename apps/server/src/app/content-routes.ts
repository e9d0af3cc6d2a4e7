import agreementRoutes from '../modules/agreement/agreement.routes';
import { createAgreementService } from '../modules/agreement/agreement.service';
import chatRoutes from '../modules/chat/chat.routes';
import { createChatService } from '../modules/chat/chat.service';
import contentRoutes from '../modules/content/content.routes';
import { createContentService } from '../modules/content/content.service';
import feedbackRoutes from '../modules/feedback/feedback.routes';
import { createFeedbackService } from '../modules/feedback/feedback.service';
import inboxRoutes from '../modules/inbox/inbox.routes';
import { createInboxService } from '../modules/inbox/inbox.service';
import mediaRoutes from '../modules/media/media.routes';
import uploadsRoutes from '../modules/media/uploads.routes';
import type { PromotionsService } from '../modules/promotions/promotions.service';
import remindersRoutes from '../modules/reminders/reminders.routes';
import { createRemindersService } from '../modules/reminders/reminders.service';
import { randomToken } from '../lib/secrets';
import type { AppContext } from './app-plugins';

/** Art and uploads, notices and banners, the inbox, agreements, live chat, reminders, feedback. */
export async function registerContentRoutes(ctx: AppContext, promotions: PromotionsService) {
  const { app, opts, db, clock, protection } = ctx;
  await app.register(mediaRoutes);
  await app.register(uploadsRoutes, { storage: ctx.mediaStorage });
  await app.register(contentRoutes, {
    content: createContentService(db, clock, (rows, memberId) =>
      promotions.statuses(rows, memberId),
    ),
  });
  // Issue 34: broadcasts skip members on a time-out or self-exclusion.
  const inbox = createInboxService(db, clock, {
    marketingStopped: (tx, merchantCode) => protection.marketingStopped(tx, merchantCode),
  });
  await app.register(inboxRoutes, { inbox });
  await app.register(agreementRoutes, { agreement: createAgreementService(db, clock) });
  const chatKey = opts.chatKey ?? randomToken();
  await app.register(chatRoutes, {
    chat: createChatService(db, clock, chatKey),
    key: chatKey,
    clock,
  });
  await app.register(remindersRoutes, {
    reminders: createRemindersService(db, clock),
    publicKey: opts.vapidPublicKey ?? null,
  });
  await app.register(feedbackRoutes, {
    feedback: createFeedbackService(db, clock, ctx.slipStorage),
  });
  return { inbox };
}
