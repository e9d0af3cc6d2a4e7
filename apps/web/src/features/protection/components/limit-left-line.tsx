import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { useProtectionState } from '../api/protection-state';
import { formatLimitAmount } from '../utils/format';
import { tightestLimit } from '../utils/tightest-limit';
import '../messages';
import '../protection.css';

/**
 * Issue 34: beside the balance, what the member's tightest limit leaves; nothing without a limit.
 * A link to the responsible-gaming page.
 */
export const LimitLeftLine = () => {
  const { t, i18n } = useTranslation();
  const state = useProtectionState().data;
  const limit = state ? tightestLimit(state.limits) : null;
  if (!state || !limit || limit.left === null) return null;
  return (
    <Link className="limit-left-line" to={paths.responsibleGaming} data-testid="limit-left-line">
      {t('protection.left_line', {
        kind: t(`protection.kind.${limit.kind}`),
        period: t(`protection.period.${limit.period}`),
        left: formatLimitAmount(limit.left, i18n.language),
        currency: state.currency,
      })}
    </Link>
  );
};
