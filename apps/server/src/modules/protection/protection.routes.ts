import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelProtectionLimit,
  confirmProtectionLimit,
  dismissProtectionPrompt,
  protectionState,
  realityCheck,
  setProtectionLimit,
  setRealityCheck,
  setSessionTimeLimit,
  startExclusion,
  textLanguageOf,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import type { ProtectionActor } from './protection-actor';
import type { ProtectionService } from './protection.service';
import type { RealityCheckService } from './reality-check.service';

/** Issue 34: the merchant's help organisations in the player's language, else its default one. */
export const helpOrganisationsFor = (merchant: MerchantConfig, language: Language) =>
  merchant.helpOrganisations[language] ??
  merchant.helpOrganisations[textLanguageOf(merchant.languages.default)] ??
  [];

const actorOf = (req: FastifyRequest): ProtectionActor => {
  const member = realMember(req);
  return {
    memberId: member.id,
    merchantCode: member.merchantCode,
    username: member.username,
    ip: req.ip,
  };
};

/** Issue 34: the member's limits, time-out and self-exclusion. */
export default async function protectionRoutes(
  app: FastifyInstance,
  opts: { protection: ProtectionService; realityChecks: RealityCheckService },
) {
  const { protection, realityChecks } = opts;
  const stateOf = async (req: FastifyRequest) => ({
    ...(await protection.state(
      realMember(req).id,
      req.merchant.currency.code,
      req.merchant.timeZone,
    )),
    helpOrganisations: helpOrganisationsFor(req.merchant, req.language),
  });

  registerOperation(app, protectionState, (req) => stateOf(req));

  registerOperation(app, setProtectionLimit, async (req) => {
    await protection.setLimit(actorOf(req), req.body.kind, req.body.period, req.body.amount);
    return stateOf(req);
  });

  registerOperation(app, setSessionTimeLimit, async (req) => {
    await protection.setSessionTimeLimit(actorOf(req), req.body.minutes);
    return stateOf(req);
  });

  registerOperation(app, confirmProtectionLimit, async (req) => {
    await protection.confirmLimit(actorOf(req), req.body.kind, req.body.period);
    return stateOf(req);
  });

  registerOperation(app, cancelProtectionLimit, async (req) => {
    await protection.cancelPending(actorOf(req), req.body.kind, req.body.period);
    return stateOf(req);
  });

  registerOperation(app, dismissProtectionPrompt, async (req) => {
    await protection.dismissPrompt(realMember(req).id, req.body.prompt);
    return stateOf(req);
  });

  registerOperation(app, startExclusion, async (req) => {
    await protection.startExclusion(actorOf(req), req.body);
    return null;
  });

  registerOperation(app, realityCheck, (req) => {
    const member = realMember(req);
    return realityChecks.check(member, req.merchant.timeZone);
  });

  registerOperation(app, setRealityCheck, (req) =>
    realityChecks.setInterval(
      actorOf(req),
      realMember(req),
      req.merchant.timeZone,
      req.body.intervalMinutes,
    ),
  );
}
