import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ErrorCode,
  lottoPageLogOut,
  lottoPageRealityCheck,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import { readCookie } from '../../../lib/cookies';
import { HttpError } from '../../../lib/http-error';
import { registerOperation } from '../../../lib/route';
import type { MerchantService } from '../../merchant/merchant.service';
import {
  realityOverlayMarkup,
  type GamePageRealityChecks,
} from '../../protection/reality-check-overlay';
import { LOTTO_H5_SESSION_COOKIE, type createLottoH5Sessions } from './lotto-h5-sessions';

type PageSessions = ReturnType<typeof createLottoH5Sessions>;
type PageMember = NonNullable<Awaited<ReturnType<PageSessions['sessionMember']>>>;

/**
 * The reality check over the lotto-h5 page (issue 34): the page's own cookie, sent only under
 * /m/lotto-h5/, authenticates both calls, as it does the slip's. A free-play member has no check.
 */
export function realityOverlayOfPage(
  member: PageMember | null,
  merchant: MerchantConfig,
  language: Language,
): string {
  if (!member || member.isTrial) return '';
  return realityOverlayMarkup({
    language,
    currency: merchant.currency.code,
    checkUrl: lottoPageRealityCheck.path,
    logOutUrl: lottoPageLogOut.path,
  });
}

export function registerLottoH5RealityCheck(
  app: FastifyInstance,
  opts: {
    pageSessions: PageSessions;
    merchants: MerchantService;
    realityChecks: GamePageRealityChecks;
  },
) {
  const pageMember = async (req: FastifyRequest) => {
    const token = readCookie(req.headers.cookie, LOTTO_H5_SESSION_COOKIE);
    const member = token ? await opts.pageSessions.sessionMember(token) : null;
    if (member) req.member = member;
    return member;
  };

  registerOperation(app, lottoPageRealityCheck, async (req) => {
    const member = await pageMember(req);
    const merchant = member ? await opts.merchants.get(member.merchantCode) : null;
    if (!member || !merchant) throw new HttpError(ErrorCode.SESSION_EXPIRED);
    // Free play moves no real money: no check, as the app's call refuses it.
    if (member.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
    return opts.realityChecks.check(member, merchant.timeZone);
  });

  // Log out from the check: the member's login session ends, and the page's with it (cascade).
  registerOperation(app, lottoPageLogOut, async (req) => {
    const member = await pageMember(req);
    if (member) await opts.realityChecks.endSession(member.id, member.sessionId);
    return null;
  });
}
