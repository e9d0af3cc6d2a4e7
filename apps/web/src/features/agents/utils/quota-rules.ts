import { z } from 'zod';
import { GameCategory, REBATE_RATE_PATTERN, type RebateQuota } from '@lotto/contract';

/** The server's bound on a quota (setDownlineQuotaBody). */
export const DOWNLINE_QUOTA_MAX = 100_000;

// Messages are locale keys; the server checks the same bounds again (setDownlineQuotaBody).
export const downlineQuotaSchema = z.object({
  category: z.enum(GameCategory, 'agents.quota_form_category_required'),
  rate: z.string().trim().regex(REBATE_RATE_PATTERN, 'agents.quota_form_rate_format'),
  quota: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'agents.quota_form_quota_whole')
    .refine((v) => Number(v) <= DOWNLINE_QUOTA_MAX, 'agents.quota_form_quota_max'),
});
export type DownlineQuotaValues = z.input<typeof downlineQuotaSchema>;

/**
 * What the agent itself has left at a rate in a category, or null when its own is not bounded
 * there (then any quota may be given). Rates compare as numbers: '1.5' is the list's '1.50'.
 */
export const leftAt = (quotas: readonly RebateQuota[], category: string, rate: string) => {
  const trimmed = rate.trim();
  if (!REBATE_RATE_PATTERN.test(trimmed)) return null;
  const own = quotas.find((q) => q.category === category && Number(q.rate) === Number(trimmed));
  return own ? Math.max(own.quota - own.used, 0) : null;
};
