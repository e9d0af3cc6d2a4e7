import { ActionButton } from '@/components/ui/action-button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { paths } from '@/config/paths';
import { useNavigate } from '@/lib/router';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useDueRealityCheck } from '../hooks/use-due-reality-check';
import { formatLimitAmount } from '../utils/format';
import { playedParts } from '../utils/reality-check-due';
import '../messages';
import '../protection.css';

interface RealityCheckDialogProps {
  token: string;
  onSignOut: () => void;
}

/**
 * Issue 34 (UKGC RTS 13): over every page, when a check falls due, the time played and the net
 * result since the login, with keep playing, see my history and log out.
 */
export const RealityCheckDialog = ({ token, onSignOut }: RealityCheckDialogProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const currency = useSettings()?.merchant.currency.code ?? '';
  const { due, answer } = useDueRealityCheck(token);
  if (!due) return null;
  const { hours, minutes } = playedParts(due.playedMs);
  // A gain reads with its sign too: "+120.00", "-35.50".
  const net = formatLimitAmount(due.net, i18n.language);
  const answerThen = (next: () => void) => () => {
    answer();
    next();
  };
  return (
    <AlertDialog
      title={t('protection.reality.dialog_title')}
      onClose={answer}
      testId="reality-check-dialog"
      actionsClassName="protection-dialog__actions"
      actions={
        <>
          <ActionButton kind="primary" onClick={answer} testId="reality-check-keep">
            {t('protection.reality.keep_playing')}
          </ActionButton>
          <ActionButton
            kind="ghost"
            onClick={answerThen(() => void navigate(paths.gameRecord))}
            testId="reality-check-history"
          >
            {t('protection.reality.history')}
          </ActionButton>
          <ActionButton kind="ghost" onClick={answerThen(onSignOut)} testId="reality-check-log-out">
            {t('protection.reality.log_out')}
          </ActionButton>
        </>
      }
    >
      <div className="dialog__text protection-dialog">
        <p data-testid="reality-check-played">
          {t('protection.reality.played', { hours, minutes: String(minutes).padStart(2, '0') })}
        </p>
        <p data-testid="reality-check-net">
          {t('protection.reality.net', {
            amount: net.startsWith('-') || /^[0.,\s]+$/.test(net) ? net : `+${net}`,
            currency,
          })}
        </p>
      </div>
    </AlertDialog>
  );
};
