import type { ReactNode } from 'react';
import type { PageName } from '@/config/pages';
import { ComingSoonPage } from '@/components/ui/coming-soon-page';
import { useIsTrial } from '@/lib/use-session';
import { TrialNotice } from './trial-notice';

interface MemberOnlyPageProps {
  name: PageName;
  /** The page's own content; until a later issue builds it, the honest coming-soon state. */
  children?: ReactNode;
}

/** §6: member-only functions (deposit, withdraw, account pages) refuse a free-trial session. */
export const MemberOnlyPage = ({ name, children }: MemberOnlyPageProps) => {
  const trial = useIsTrial();
  if (trial) return <TrialNotice name={name} />;
  return children ?? <ComingSoonPage name={name} />;
};
