import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Flame from 'lucide-react/icons/flame';
import { NOTIFICATION_MS } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { useChosenLanguage } from '@/lib/use-active-language';
import { useTranslation } from '@/lib/use-translation';
import { signInRequest, useSignInCalendar } from '../api/sign-in';
import { monthCells, monthTitle, streakPoints, weekdayNames } from '../utils/calendar';
import { engagementErrorText } from '../utils/error-text';
import { LoadError } from './load-error';
import { PointsChip } from './points-chip';
import '../messages';
import './engagement.css';

/** Days of the streak strip shown ahead of the member. */
const STRIP_DAYS = 7;

/** §2.1 /m/activity/signIn: today's sign-in, the streak and this month's calendar. */
export const SignInPage = () => {
  const { t } = useTranslation();
  const language = useChosenLanguage();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useSignInCalendar();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    try {
      const result = await signInRequest();
      showToast(
        'success',
        t('engagement.sign_in.done', { points: result.points, streak: result.streak }),
        NOTIFICATION_MS,
      );
    } catch (error) {
      showToast('error', engagementErrorText(error, t));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['engagement'] });
    }
  };

  const signed = new Set(data?.signedDates ?? []);
  // The strip starts at the first day of the current streak (today's when not signed yet).
  const nextDay = data ? (data.signedToday ? data.streak : data.streak + 1) : 1;
  const stripStart = Math.max(1, nextDay - 3);

  return (
    <Page name="sign-in" className="engagement-page">
      <h2 className="page__title">{t('title.sign_in')}</h2>
      <PointsChip />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : (
        <>
          <section className="card sign-in-hero" aria-labelledby="sign-in-streak">
            <p id="sign-in-streak" className="sign-in-hero__streak" data-testid="sign-in-streak">
              <Flame size={22} aria-hidden="true" />
              {t('engagement.sign_in.streak', { days: data.streak })}
            </p>
            <ol className="streak-strip" aria-label={t('engagement.sign_in.rewards')}>
              {Array.from({ length: STRIP_DAYS }, (_, i) => stripStart + i).map((day) => {
                const reached = day <= data.streak;
                return (
                  <li
                    key={day}
                    className={`streak-strip__day${reached ? ' is-reached' : ''}${day === nextDay && !data.signedToday ? ' is-next' : ''}`}
                  >
                    <span className="streak-strip__label">
                      {t('engagement.sign_in.day', { day })}
                    </span>
                    <span className="streak-strip__points">
                      +{streakPoints(data.streakPoints, day)}
                    </span>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="button button--primary sign-in-hero__button"
              disabled={data.signedToday || busy}
              onClick={() => void signIn()}
              data-testid="sign-in-button"
            >
              {data.signedToday
                ? t('engagement.sign_in.signed_today')
                : t('engagement.sign_in.button', {
                    points: streakPoints(data.streakPoints, nextDay),
                  })}
            </button>
          </section>
          <section className="card" aria-labelledby="sign-in-month">
            <h3 id="sign-in-month" className="engagement-section-title">
              {monthTitle(data.today, language)}
            </h3>
            <div className="calendar">
              <div className="calendar__weekdays" aria-hidden="true">
                {weekdayNames(language).map((name, i) => (
                  <span key={i} className="calendar__weekday">
                    {name}
                  </span>
                ))}
              </div>
              <ol className="calendar__days">
                {monthCells(data.today).map((date, i) =>
                  date === null ? (
                    <li key={`blank-${i}`} className="calendar__cell" aria-hidden="true" />
                  ) : (
                    <li
                      key={date}
                      className={`calendar__cell${signed.has(date) ? ' is-signed' : ''}${date === data.today ? ' is-today' : ''}`}
                      data-testid={signed.has(date) ? 'calendar-signed' : undefined}
                    >
                      <span>{Number(date.slice(8))}</span>
                      {signed.has(date) ? (
                        <>
                          <Check className="calendar__check" size={14} aria-hidden="true" />
                          <span className="sr-only">{t('engagement.sign_in.signed')}</span>
                        </>
                      ) : null}
                    </li>
                  ),
                )}
              </ol>
            </div>
            <p className="engagement-note">
              {t('engagement.sign_in.time_zone', { zone: data.timeZone })}
            </p>
          </section>
        </>
      )}
    </Page>
  );
};
