import { PROMOTION_DATE_FORMAT, type ZoneOffset } from '@lotto/contract';
import { ListFailed } from '@/components/ui/list-empty';
import { formatMerchantTime } from '@/lib/merchant-time';
import { SafeHtml } from '@/components/ui/safe-html';
import { useSanitizerReady } from '@/lib/use-sanitizer-ready';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useUserAgreement } from '../api/get-user-agreement';
import '../agreement.css';

/** §9 DD/MM/YYYY in the merchant's time zone. */
export const formatAgreementDate = (epochMs: number, offsets: readonly ZoneOffset[]): string =>
  formatMerchantTime(epochMs, offsets, PROMOTION_DATE_FORMAT);

/** §2.1 /m/useragreement: the merchant's text in the player's language, cleaned once more here. */
export const UserAgreement = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const query = useUserAgreement();
  // The date line sits under the text: it waits with it, not under an empty box that then fills.
  const sanitizerReady = useSanitizerReady();
  if (query.isPending || (query.isSuccess && !sanitizerReady))
    return (
      <div className="agreement" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="agreement__skeleton" />
        ))}
      </div>
    );
  if (query.isError)
    return <ListFailed text={t('agreement.failed')} onRetry={() => void query.refetch()} />;
  const { content, language, updatedAt } = query.data;
  if (content === '' || language === null)
    return (
      <p className="list-empty" role="status" data-testid="agreement-empty">
        {t('agreement.empty')}
      </p>
    );
  return (
    <article className="agreement" lang={language} data-testid="user-agreement">
      <SafeHtml className="agreement__text" html={content} />
      {updatedAt !== null ? (
        <p className="agreement__updated">
          {t('agreement.updated', { date: formatAgreementDate(updatedAt, offsets) })}
        </p>
      ) : null}
    </article>
  );
};
