import type { RewardRecordValue } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { formatDecimal, localeOf } from '@/lib/format-decimal';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';
import { useTranslation, type Translate } from '@/lib/use-translation';
import { useRewards } from '../api/rewards';
import { LoadError } from './load-error';
import { RewardList } from './reward-list';
import { PointsChip } from './points-chip';
import '../messages';
import './engagement.css';

const describe = (r: RewardRecordValue, t: Translate) => {
  switch (r.source) {
    case 'sign_in':
      return t('engagement.rewards.sign_in', { date: r.detail });
    case 'level_up':
      return t('engagement.rewards.level_up', { level: r.detail });
    case 'birthday':
      return t('engagement.rewards.birthday', { year: r.detail });
    case 'rebate':
      return t('engagement.rewards.rebate', { date: r.detail });
    case 'referral':
      return t('engagement.rewards.referral', { friend: r.detail });
    default:
      return t(`engagement.task.${r.detail}`);
  }
};

/** Where a reward still to claim is claimed. */
const claimPath = (r: RewardRecordValue) =>
  r.source === 'sign_in' ? paths.signIn : paths.noviceTask;

/** §2.1 /m/rewardCenter, only when the merchant's REWARDCENTER3 flag is on. */
export const RewardCenterPage = () => {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const decimals = settings?.merchant.currency.decimals ?? 2;
  const enabled = hasWhitelabelFlag(settings, 'REWARDCENTER3');
  const { data, isPending, isError, error, refetch } = useRewards(enabled);

  // §2.1: without the flag the reward center is not offered (the side panel hides its entry).
  if (settings && !enabled)
    return (
      <Page name="reward-center" className="engagement-page">
        <h2 className="page__title">{t('title.reward_center')}</h2>
        <p className="card engagement-empty">{t('engagement.rewards.not_offered')}</p>
      </Page>
    );

  return (
    <Page name="reward-center" className="engagement-page">
      <h2 className="page__title">{t('title.reward_center')}</h2>
      <PointsChip />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : (
        <>
          <RewardList
            id="rewards-to-claim"
            title={t('engagement.rewards.to_claim')}
            none={t('engagement.rewards.none_to_claim')}
            rows={data.toClaim}
          >
            {(r) => (
              <li key={`${r.source}-${r.detail}`} className="reward-list__item">
                <span>{describe(r, t)}</span>
                <Link className="pill-button" to={claimPath(r)}>
                  {t('engagement.rewards.claim', { points: r.points })}
                </Link>
              </li>
            )}
          </RewardList>
          <RewardList
            id="rewards-earned"
            title={t('engagement.rewards.earned')}
            none={t('engagement.rewards.none_earned')}
            rows={data.earned}
          >
            {(r, i) => (
              <li key={`${r.source}-${r.detail}-${i}`} className="reward-list__item">
                <span>{describe(r, t)}</span>
                <strong className="reward-list__points">
                  {r.money
                    ? `+${formatDecimal(r.money.amount, decimals, localeOf(i18n.language)) ?? r.money.amount} ${t(`engagement.levels.kind_${r.money.kind}`)}`
                    : `+${r.points}`}
                </strong>
              </li>
            )}
          </RewardList>
        </>
      )}
    </Page>
  );
};
