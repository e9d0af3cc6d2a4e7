import type { MemberLevelValue, MemberLevelsValue } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { formatDecimal, formatRate, localeOf } from '@/lib/format-decimal';
import { useSettings } from '@/lib/settings';
import { useTranslation, type Translate } from '@/lib/use-translation';
import { useLevels } from '../api/levels';
import { percentOfBasisPoints, progressPercent, remaining } from '../utils/level-progress';
import { LoadError } from './load-error';
import '../messages';
import './engagement.css';

type Money = (amount: string) => string;

const thresholdText = (l: MemberLevelValue, t: Translate, money: Money) =>
  /[1-9]/.test(l.threshold)
    ? t(`engagement.levels.threshold_${l.thresholdKind}`, {
        amount: money(l.threshold),
        days: l.periodDays,
      })
    : t('engagement.levels.threshold_none');

const withdrawText = (l: MemberLevelValue, t: Translate, money: Money) =>
  l.withdrawDailyMax === null && l.withdrawDailyCount === null
    ? t('engagement.levels.withdraw_standard')
    : t('engagement.levels.withdraw_limits', {
        amount: l.withdrawDailyMax === null ? '—' : money(l.withdrawDailyMax),
        count: l.withdrawDailyCount ?? '—',
      });

/** The member's level and the way to the next one. */
const Progress = ({ data, money }: { data: MemberLevelsValue; money: Money }) => {
  const { t } = useTranslation();
  const current = data.levels.find((l) => l.rank === data.currentRank);
  const p = data.progress;
  const next = p ? data.levels.find((l) => l.rank === p.nextRank) : undefined;
  const percent = p ? progressPercent(p.amount, p.threshold) : 100;
  return (
    <section className="card level-hero" aria-labelledby="level-current">
      <p className="engagement-note">{t('engagement.levels.my_level')}</p>
      <h3 id="level-current" className="level-hero__name" data-testid="level-current">
        {current?.name ?? '—'}
      </h3>
      {p && next ? (
        <>
          <div
            className="level-progress"
            role="progressbar"
            aria-label={t('engagement.levels.progress_label', { level: next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="level-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p data-testid="level-progress">
            {t(`engagement.levels.progress_${p.thresholdKind}`, {
              amount: money(p.amount),
              threshold: money(p.threshold),
              days: p.periodDays,
            })}
          </p>
          <p className="engagement-note">
            {t('engagement.levels.to_next', {
              amount: money(remaining(p.amount, p.threshold)),
              level: next.name,
            })}
          </p>
        </>
      ) : (
        <p data-testid="level-progress">{t('engagement.levels.top')}</p>
      )}
    </section>
  );
};

/** §2.1 /m/member/benefits: the levels table, the member's level and the progress to the next. */
export const MemberBenefitsPage = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const settings = useSettings();
  const decimals = settings?.merchant.currency.decimals ?? 2;
  const currency = settings?.merchant.currency.code ?? '';
  const money: Money = (amount) =>
    `${formatDecimal(amount, decimals, localeOf(i18n.language)) ?? amount} ${currency}`.trim();
  const { data, isPending, isError, error, refetch } = useLevels(language);

  return (
    <Page name="member-benefits" className="engagement-page">
      <h2 className="page__title">{t('title.member_benefits')}</h2>
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : data.levels.length === 0 ? (
        <p className="card engagement-empty">{t('engagement.levels.none')}</p>
      ) : (
        <>
          <Progress data={data} money={money} />
          <section className="card" aria-labelledby="levels-table-title">
            <h3 id="levels-table-title" className="engagement-section-title">
              {t('engagement.levels.table')}
            </h3>
            <ol className="level-list" data-testid="levels-table">
              {data.levels.map((l) => (
                <li
                  key={l.code}
                  className={`level-list__item${l.rank === data.currentRank ? ' level-list__item--current' : ''}`}
                  aria-current={l.rank === data.currentRank ? 'true' : undefined}
                >
                  <div className="level-list__head">
                    <strong>{l.name}</strong>
                    {l.rank === data.currentRank ? (
                      <span className="level-list__badge">{t('engagement.levels.yours')}</span>
                    ) : null}
                  </div>
                  <p className="engagement-note">{thresholdText(l, t, money)}</p>
                  <dl className="level-list__benefits">
                    <dt>{t('engagement.levels.rebate')}</dt>
                    <dd>
                      {formatRate(
                        percentOfBasisPoints(l.rebateBasisPoints),
                        localeOf(i18n.language),
                      )}
                      % ({t(`engagement.levels.kind_${l.rewardKind}`)})
                    </dd>
                    <dt>{t('engagement.levels.withdraw')}</dt>
                    <dd>{withdrawText(l, t, money)}</dd>
                    <dt>{t('engagement.levels.level_up')}</dt>
                    <dd>
                      {money(l.levelUpReward)} ({t(`engagement.levels.kind_${l.rewardKind}`)})
                    </dd>
                    <dt>{t('engagement.levels.birthday')}</dt>
                    <dd>
                      {money(l.birthdayReward)} ({t(`engagement.levels.kind_${l.rewardKind}`)})
                    </dd>
                    <dt>{t('engagement.levels.turnover')}</dt>
                    <dd>
                      {l.rewardKind === 'bonus' && l.bonusTurnoverMultiple > 0
                        ? t('engagement.levels.turnover_multiple', {
                            multiple: l.bonusTurnoverMultiple,
                          })
                        : t('engagement.levels.turnover_none')}
                    </dd>
                  </dl>
                </li>
              ))}
            </ol>
            <p className="engagement-note">
              {t('engagement.levels.time_zone', { zone: data.timeZone })}
            </p>
            <p className="engagement-note">{t('engagement.levels.rebate_rule')}</p>
          </section>
        </>
      )}
    </Page>
  );
};
