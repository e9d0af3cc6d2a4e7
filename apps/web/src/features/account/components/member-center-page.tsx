import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { useSettings } from '@/lib/settings';
import { MemberBalances } from './member-balances';
import { MemberEntries } from './member-entries';
import { ProfileCard } from './profile-card';
import '../messages';
import '../account.css';

/**
 * §2.1 /m/myAccount/index and /m/member/home. §4: template mem_cen '1' gives the new member
 * center, anything else the base one; both paths show the merchant's template.
 */
export const MemberCenterPage = ({
  name,
  balanceNote,
}: {
  name: 'my-account' | 'member-home';
  /** A line under the balances from another feature (what a limit leaves, issue 34). */
  balanceNote?: ReactNode;
}) => {
  const variant = useSettings()?.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  return (
    <Page name={name} className={`account-page member-center member-center--${variant}`}>
      <div data-testid={`member-center-${variant}`} className="member-center__body">
        <ProfileCard variant={variant} />
        <MemberBalances variant={variant} note={balanceNote} />
        <MemberEntries variant={variant} />
      </div>
    </Page>
  );
};
