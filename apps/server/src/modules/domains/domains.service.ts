import { FieldIssueCode } from '@lotto/contract';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { originsOfMerchant } from './domain-cors';
import type { DomainMarker } from './domain-marker';
import { countFailover, failoverReports } from './domain-reports.repository';

export function createDomainsService(db: Db, clock: Clock, marker: DomainMarker) {
  return {
    /** The signed marker for the origin this request reached. */
    probe(nonce: string, origin: string) {
      const time = clock().getTime();
      return { origin, time, signature: marker.sign(nonce, origin, time) };
    },

    /** Only the merchant's own origins are counted: anything else is a caller's mistake or noise. */
    async report(merchant: MerchantConfig, from: string, to: string) {
      const origins = originsOfMerchant(merchant);
      if (!origins.includes(from))
        throw fieldError('from', 'not one of the merchant’s domains', undefined, {
          code: FieldIssueCode.not_merchant_domain,
        });
      if (!origins.includes(to))
        throw fieldError('to', 'not one of the merchant’s domains', undefined, {
          code: FieldIssueCode.not_merchant_domain,
        });
      if (from === to)
        throw fieldError('to', 'must differ from from', undefined, {
          code: FieldIssueCode.unchanged,
        });
      await countFailover(db, {
        merchantCode: merchant.code,
        fromOrigin: from,
        toOrigin: to,
        at: clock(),
      });
      return null;
    },

    reports: async (merchantCode: string) =>
      (await failoverReports(db, merchantCode)).map((r) => ({
        from: r.fromOrigin,
        to: r.toOrigin,
        count: r.count,
        firstAt: r.firstAt.getTime(),
        lastAt: r.lastAt.getTime(),
      })),
  };
}
export type DomainsService = ReturnType<typeof createDomainsService>;
