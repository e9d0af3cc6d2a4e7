import type { ProtectionStateValue } from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';

type Exclusion = NonNullable<ProtectionStateValue['exclusion']>;

/** A time-out or self-exclusion in force: until when, and that it cannot be shortened. */
export const ExclusionStatus = ({ exclusion }: { exclusion: Exclusion }) => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const text =
    exclusion.until === null
      ? t('protection.active.permanent')
      : t(`protection.active.${exclusion.type}`, {
          until: formatMerchantTime(exclusion.until, offsets),
        });
  return (
    <section className="card protection-status" role="status" data-testid="protection-exclusion">
      <p className="protection-status__text">{text}</p>
      <p className="protection-muted">{t('protection.active.longer_only')}</p>
    </section>
  );
};
