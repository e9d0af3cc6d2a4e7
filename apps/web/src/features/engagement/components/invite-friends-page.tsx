import Copy from 'lucide-react/icons/copy';
import Share2 from 'lucide-react/icons/share-2';
import { NOTIFICATION_MS } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDecimal, localeOf } from '@/lib/format-decimal';
import { Navigate } from '@/lib/router';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useInvite } from '../api/invite';
import { LoadError } from './load-error';
import { RewardList } from './reward-list';
import '../messages';
import './engagement.css';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** §2.1 /m/inviteFriends, §6: only when REFERRAL is enabled for the member. */
export const InviteFriendsPage = () => {
  const { t, i18n } = useTranslation();
  const decimals = useSettings()?.merchant.currency.decimals ?? 2;
  const money = (amount: string) =>
    formatDecimal(amount, decimals, localeOf(i18n.language)) ?? amount;
  const { data, isPending, error, refetch } = useInvite();

  // §6: without the REFERRAL promotion the invite does not show.
  if (error instanceof ApiError && error.status === 403)
    return <Navigate to={paths.home} replace />;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t('engagement.invite.copied'), NOTIFICATION_MS);
    } catch {
      showToast('error', t('engagement.invite.copy_failed'));
    }
  };

  const share = async (link: string) => {
    try {
      await navigator.share({
        title: t('engagement.invite.share_title'),
        text: t('engagement.invite.share_text'),
        url: link,
      });
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  };

  return (
    <Page name="invite-friends" className="engagement-page">
      <h2 className="page__title">{t('title.invite_friends')}</h2>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : (
        <>
          <section className="card invite-card" aria-labelledby="invite-code-label">
            <p id="invite-code-label" className="engagement-note">
              {t('engagement.invite.code')}
            </p>
            {/* A code in large type, not a heading: axe reads a big bold <p> as one in disguise. */}
            <div className="invite-card__code" data-testid="invite-code">
              {data.code}
            </div>
            <img
              className="invite-card__qr"
              src={data.qrCode}
              alt={t('engagement.invite.qr_alt')}
              width={200}
              height={200}
            />
            <p className="invite-card__link" data-testid="invite-link">
              {data.link}
            </p>
            <div className="invite-card__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void copy(data.link)}
              >
                <Copy size={18} aria-hidden="true" />
                {t('engagement.invite.copy')}
              </button>
              {canShare() ? (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void share(data.link)}
                >
                  <Share2 size={18} aria-hidden="true" />
                  {t('engagement.invite.share')}
                </button>
              ) : null}
            </div>
          </section>
          {data.rule ? (
            <section className="card" data-testid="invite-rule">
              <p>
                {data.rule.minDeposit === null
                  ? t('engagement.invite.rule_any', { reward: money(data.rule.reward) })
                  : t('engagement.invite.rule', {
                      reward: money(data.rule.reward),
                      minDeposit: money(data.rule.minDeposit),
                    })}
              </p>
              {data.rule.turnoverMultiple > 0 ? (
                <p className="engagement-note">
                  {t('engagement.invite.rule_turnover', {
                    multiple: data.rule.turnoverMultiple,
                  })}
                </p>
              ) : null}
            </section>
          ) : null}
          <RewardList
            id="invite-friends-title"
            title={t('engagement.invite.friends', { count: data.friends.length })}
            none={t('engagement.invite.no_friends')}
            rows={data.friends}
            testId="invite-friends"
          >
            {(f, i) => (
              <li key={`${f.name}-${f.registeredAt}-${i}`} className="reward-list__item">
                <span className="invite-friend">
                  <span>{f.name}</span>
                  <span className="engagement-note">{t(`engagement.invite.stage.${f.stage}`)}</span>
                </span>
                {f.reward ? (
                  <strong className="reward-list__points" data-testid="invite-reward">
                    {t('engagement.invite.reward', { amount: money(f.reward.amount) })}
                  </strong>
                ) : data.rule ? (
                  <span className="engagement-note">{t('engagement.invite.no_reward')}</span>
                ) : null}
              </li>
            )}
          </RewardList>
        </>
      )}
    </Page>
  );
};
