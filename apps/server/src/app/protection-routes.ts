import { recordBirthDateFromDocument } from '../modules/accounts/birth-date.service';
import { moveLoginBack } from '../modules/accounts/session-start-dev.service';
import type { InboxService } from '../modules/inbox/inbox.service';
import { reencodeImage } from '../modules/media/member-image';
import ageVerificationRoutes from '../modules/protection/age-verification.routes';
import { createAgeVerificationService } from '../modules/protection/age-verification.service';
import opsProtectionRoutes from '../modules/protection/ops-protection.routes';
import protectionDevRoutes from '../modules/protection/protection-dev.routes';
import protectionRoutes from '../modules/protection/protection.routes';
import { realityOverlayAssetRoute } from '../modules/protection/reality-check-overlay';
import type { AppContext } from './app-plugins';

/** Player protection (issue 34): limits, time-out and exclusion, reality checks, age checks. */
export async function registerProtectionRoutes(ctx: AppContext, inbox: InboxService) {
  const { app, opts, db, clock, protection, realityChecks } = ctx;
  if (opts.devRoutes) await app.register(protectionDevRoutes, { db, clock, moveLoginBack });
  await app.register(protectionRoutes, { protection, realityChecks });
  await app.register(realityOverlayAssetRoute);
  await app.register(opsProtectionRoutes, { db, protection, clock });
  // ID documents are kept in the slips' private storage; the member is told by inbox.
  await app.register(ageVerificationRoutes, {
    ages: createAgeVerificationService(db, clock, ctx.slipStorage, {
      recordBirthDate: recordBirthDateFromDocument,
      reencode: reencodeImage,
      tellMember: (actor, memberId, title, content) =>
        inbox.send(actor, { audience: 'member', memberId, title, content }),
    }),
  });
}
