import { agentTilesOf } from '@/components/member/agent-tiles';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { Link } from '@/lib/router';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';

interface AgentPopupProps {
  open: boolean;
  onClose: () => void;
}

/** §2.12 agent popup: tiles by whitelabel flag; a tile navigates and closes; mask and X close. */
export const AgentPopup = ({ open, onClose }: AgentPopupProps) => {
  const { t } = useTranslation();
  const tiles = agentTilesOf(useSettings());
  return (
    <TitledDialog
      title={t('agent.title')}
      onClose={onClose}
      open={open}
      variant="sheet"
      testId="agent-popup"
    >
      <ul className="agent-tiles">
        {tiles.map(({ id, labelKey, to, Icon }) => (
          <li key={id}>
            <Link className="tile" to={to} onClick={onClose} data-testid={`agent-tile-${id}`}>
              <Icon className="tile__icon" size={26} aria-hidden />
              <span>{t(labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledDialog>
  );
};
