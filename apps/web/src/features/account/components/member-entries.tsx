import { useMemberEntries } from '@/components/member/member-entries';
import ChevronRight from 'lucide-react/icons/chevron-right';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import IdCard from 'lucide-react/icons/id-card';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Network from 'lucide-react/icons/network';
import { openAgentPopup } from '@/components/member/agent-popup-store';
import { agentOptionFor } from '@/components/member/agent-tiles';
import { useSession } from '@/lib/use-session';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';

/** Base template: one row per entry. New member center: a grid of tiles. */
export const MemberEntries = ({ variant }: { variant: 'base' | 'new' }) => {
  const { t } = useTranslation();
  const agent = agentOptionFor(useSession()?.type);
  // The member centre adds responsible gaming (issue 34) and feedback after §2.12's entries.
  const entries = [
    ...useMemberEntries(),
    {
      id: 'responsible-gaming',
      labelKey: 'account.member.responsible_gaming',
      to: paths.responsibleGaming,
      Icon: HeartHandshake,
    },
    {
      id: 'age-verification',
      labelKey: 'account.member.age_verification',
      to: paths.ageVerification,
      Icon: IdCard,
    },
    {
      id: 'feedback',
      labelKey: 'account.feedback.entry',
      to: paths.feedback,
      Icon: MessageSquareText,
    },
  ];
  return (
    <nav className="card member-entries" aria-label={t('account.member.entries')}>
      <ul className={variant === 'new' ? 'member-entries__grid' : 'member-entries__list'}>
        {entries.map(({ id, labelKey, to, Icon }) => (
          <li key={id}>
            <Link
              className={variant === 'new' ? 'tile' : 'menu-row'}
              to={to}
              data-testid={`member-entry-${id}`}
            >
              <Icon
                className={variant === 'new' ? 'tile__icon' : 'menu-row__icon'}
                size={variant === 'new' ? 26 : 22}
                aria-hidden
              />
              <span className={variant === 'new' ? 'tile__label' : 'menu-row__label'}>
                {t(labelKey)}
              </span>
              {variant === 'base' ? <ChevronRight size={18} aria-hidden="true" /> : null}
            </Link>
          </li>
        ))}
        {agent ? (
          // §2.12, §6: the agent popup, for session types with the agent option.
          <li>
            <button
              type="button"
              className={variant === 'new' ? 'tile' : 'menu-row'}
              onClick={openAgentPopup}
              data-testid="member-entry-agent"
            >
              <Network
                className={variant === 'new' ? 'tile__icon' : 'menu-row__icon'}
                size={variant === 'new' ? 26 : 22}
                aria-hidden
              />
              <span className={variant === 'new' ? 'tile__label' : 'menu-row__label'}>
                {t('agent.entry')}
              </span>
              {variant === 'base' ? <ChevronRight size={18} aria-hidden="true" /> : null}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
