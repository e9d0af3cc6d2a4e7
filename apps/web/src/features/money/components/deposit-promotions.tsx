import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/use-translation';
import {
  acceptDepositPromotion,
  depositPromotionsOptions,
  useDepositPromotions,
} from '../api/deposit-promotions';
import { formatRate } from '@/lib/format-decimal';
import { formatMoney } from '../utils/amount';
import { refusal } from '../utils/api-error';

/**
 * §7 promo list and accept promo: the deposit bonuses the member can take. Accepting joins the
 * promotion; the next credited deposit qualifies it, and the bonus is claimed in the activity
 * center.
 */
export const DepositPromotions = ({ decimals }: { decimals: number }) => {
  const { t, i18n } = useTranslation();
  const promotions = useDepositPromotions();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);
  const list = promotions.data?.list ?? [];
  if (list.length === 0) return null;

  const accept = async (id: number) => {
    setSending(id);
    try {
      await acceptDepositPromotion(id);
      showToast('success', t('money.promo_accepted'));
    } catch (err) {
      showToast('error', refusal(err, t('money.promo_refused')).message);
    } finally {
      setSending(null);
      void queryClient.invalidateQueries({ queryKey: depositPromotionsOptions().queryKey });
    }
  };

  return (
    <section className="card money-promos" aria-labelledby="deposit-promos-title">
      <h2 id="deposit-promos-title" className="field-label">
        {t('money.promos')}
      </h2>
      <ul className="money-promos__list">
        {list.map((p) => (
          <li key={p.id} className="money-promo" data-testid="deposit-promo">
            <div className="money-promo__text">
              <span className="money-promo__title">{p.title}</span>
              <span className="money-field__hint">
                {p.cap === null
                  ? t('money.promo_terms_nocap', {
                      rate: formatRate(p.ratePercent, i18n.language),
                      times: p.turnoverMultiple,
                    })
                  : t('money.promo_terms', {
                      rate: formatRate(p.ratePercent, i18n.language),
                      cap: formatMoney(p.cap, decimals, i18n.language),
                      times: p.turnoverMultiple,
                    })}
              </span>
            </div>
            {p.status === 'join' ? (
              <button
                type="button"
                className="button button--ghost money-promo__accept"
                disabled={sending !== null}
                onClick={() => void accept(p.id)}
                aria-label={t('money.promo_accept_label', { title: p.title })}
              >
                {t('money.promo_accept')}
              </button>
            ) : (
              <span className="money-promo__status" data-testid="deposit-promo-status">
                {t(p.status === 'applying' ? 'money.promo_applying' : 'money.promo_joined')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
