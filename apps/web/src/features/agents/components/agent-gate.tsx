import type { ReactNode } from 'react';
import { agentOptionFor } from '@/components/member/agent-tiles';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import '../messages';
import './agents.css';

/**
 * The agent pages: a member without the agent option (§6: session types 0, 4, 40) or a trial
 * is told "not an agent" (§8) instead of the page; the server refuses the calls the same way.
 */
export const AgentGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.trial) return <NotAgent text={t('agents.trial')} />;
  if (!agentOptionFor(session?.type)) return <NotAgent text={t('agents.not_agent')} />;
  return children;
};

const NotAgent = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  return (
    <div className="card agents-empty" role="alert" data-testid="not-agent">
      <p>{text}</p>
      <Link className="button button--ghost" to={paths.home}>
        {t('agents.home')}
      </Link>
    </div>
  );
};
