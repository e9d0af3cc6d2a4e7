import Coins from 'lucide-react/icons/coins';
import { useTranslation } from '@/lib/use-translation';
import { usePoints } from '../api/points';

/** The member's points balance, for the pages that earn or spend them. */
export const PointsChip = () => {
  const { t } = useTranslation();
  const { data } = usePoints();
  return (
    <p className="points-chip" data-testid="points-balance">
      <Coins size={18} aria-hidden="true" />
      <span>{t('engagement.points_balance')}</span>
      <strong data-testid="points-value">{data ? data.balance.toLocaleString() : '–'}</strong>
    </p>
  );
};
