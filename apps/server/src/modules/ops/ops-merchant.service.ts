import { originOfDomain, type MerchantConfig, FieldIssueCode } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { configVersions, currentConfig, saveConsoleVersion } from '../merchant/config-versions';
import type { MerchantService } from '../merchant/merchant.service';
import { refuseSimulators } from '../money/money-simulators';
import { recordAudit, type Actor } from '../audit/audit.service';
import { refuseRouteAliasesOutsideApp, type PagePaths } from './route-alias-check';

/**
 * Merchant settings from the console. Every instance reads the configuration from the database
 * through a cache of MERCHANT_CACHE_TTL_MS (5 s): a change reaches the app's settings and the
 * status gate of every instance within that, this one at once.
 */
export function createOpsMerchantService(
  db: Db,
  clock: Clock,
  merchants: MerchantService,
  /** False in production: a save that turns a money simulator on is refused. */
  allowSimulators = true,
  /** The web build's page paths, that route aliases must open (none without a build). */
  pagePaths: () => Promise<PagePaths | null> = () => Promise.resolve(null),
) {
  async function save(actor: Actor, version: number, config: MerchantConfig, action: string) {
    if (!allowSimulators) refuseSimulators(config);
    refuseRouteAliasesOutsideApp(config, await pagePaths());
    const saved = await db.transaction(async (tx) => {
      const result = await saveConsoleVersion(
        tx,
        { id: actor.operatorId ?? 0, username: actor.username ?? '' },
        actor.merchantCode,
        version,
        config,
        clock(),
      );
      await recordAudit(tx, actor, {
        action,
        targetType: 'merchant',
        targetId: actor.merchantCode,
        before: Object.fromEntries(result.changes.map((c) => [c.path, c.before])),
        after: {
          version: result.version,
          ...Object.fromEntries(result.changes.map((c) => [c.path, c.after])),
        },
      });
      return { version: result.version, changes: result.changes };
    });
    merchants.invalidate();
    return saved;
  }

  return {
    current: (merchantCode: string) => currentConfig(db, merchantCode),
    versions: (merchantCode: string) => configVersions(db, merchantCode),
    update: (actor: Actor, version: number, config: MerchantConfig) =>
      save(actor, version, config, 'merchant.settings'),
    async setMaintenance(
      actor: Actor,
      version: number,
      maintenance: boolean,
      info: string | undefined,
    ) {
      const { config } = await currentConfig(db, actor.merchantCode);
      const status = { ...config.status, maintenance, info: info ?? config.status.info };
      return save(actor, version, { ...config, status }, 'merchant.maintenance');
    },
    /** Apps skip a blocked domain at once (they read the mark with the settings). */
    async setDomainBlocked(actor: Actor, version: number, domain: string, blocked: boolean) {
      const { config } = await currentConfig(db, actor.merchantCode);
      const origin = originOfDomain(domain);
      const known = [config.mainDomain, ...config.domains].find(
        (d) => origin !== null && originOfDomain(d) === origin,
      );
      if (!known)
        throw fieldError('domain', 'is not one of the merchant’s domains', undefined, {
          code: FieldIssueCode.not_merchant_domain,
        });
      const others = (config.blockedDomains ?? []).filter((d) => originOfDomain(d) !== origin);
      const blockedDomains = blocked ? [...others, known] : others;
      return save(actor, version, { ...config, blockedDomains }, 'merchant.domain_blocked');
    },
  };
}
export type OpsMerchantService = ReturnType<typeof createOpsMerchantService>;
