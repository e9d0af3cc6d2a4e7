import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import { NOTIFICATION_MS, type MallItemValue } from '@lotto/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { loginReturningTo } from '@/lib/login-return';
import { useNavigate } from '@/lib/router';
import { useSession } from '@/lib/use-session';
import { formatWhole } from '@/lib/format-decimal';
import { useTranslation } from '@/lib/use-translation';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { redeemRequest, useMallItems } from '../api/mall';
import { engagementErrorText } from '../utils/error-text';
import { LoadError } from './load-error';
import { PointsChip } from './points-chip';
import '../messages';
import './engagement.css';

/** §2.1 /m/mall/mallHome: browsable without a session; redeeming needs one. */
export const MallPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useMallItems();
  const [chosen, setChosen] = useState<MallItemValue | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (item: MallItemValue) => {
    if (!session) {
      void navigate(loginReturningTo(paths.mall));
      return;
    }
    setChosen(item);
  };

  const redeem = async (item: MallItemValue) => {
    setChosen(null);
    setBusy(true);
    try {
      // A key per confirmed tap: a retried request redeems once.
      await redeemRequest({ itemId: item.id, requestId: newIdempotencyKey() });
      showToast('success', t('engagement.mall.redeemed', { name: item.name }), NOTIFICATION_MS);
    } catch (error) {
      showToast('error', engagementErrorText(error, t));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['engagement'] });
    }
  };

  return (
    <Page name="mall" className="engagement-page">
      <h2 className="page__title">{t('title.mall')}</h2>
      {session ? (
        <PointsChip />
      ) : (
        <p className="engagement-note">{t('engagement.mall.login_hint')}</p>
      )}
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : data.length === 0 ? (
        <p className="card engagement-empty">{t('engagement.mall.empty')}</p>
      ) : (
        <ul className="mall-grid">
          {data.map((item) => (
            <li key={item.id} className="card mall-item" data-testid={`mall-item-${item.id}`}>
              <div className="mall-item__art" aria-hidden="true">
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt="" loading="lazy" />
                ) : (
                  <Gift size={36} />
                )}
              </div>
              <h3 className="mall-item__name">{item.name}</h3>
              <p className="mall-item__description">{item.description}</p>
              <p className="mall-item__price">
                {formatWhole(item.price, i18n.language)} {t('engagement.points')}
              </p>
              <p className="mall-item__stock">
                {t('engagement.mall.stock', { stock: item.stock })}
              </p>
              <button
                type="button"
                className="pill-button"
                disabled={busy || item.stock < 1}
                onClick={() => choose(item)}
              >
                {item.stock < 1
                  ? t('engagement.mall.sold_out')
                  : session
                    ? t('engagement.mall.redeem')
                    : t('engagement.mall.login_to_redeem')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={t('engagement.mall.confirm_title')}
        message={
          chosen ? t('engagement.mall.confirm', { name: chosen.name, points: chosen.price }) : ''
        }
        onCancel={() => setChosen(null)}
        onConfirm={() => chosen && void redeem(chosen)}
        testId="mall-confirm"
      />
    </Page>
  );
};
