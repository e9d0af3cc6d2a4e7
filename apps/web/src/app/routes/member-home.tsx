import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { MemberCenterPage } from '@/features/account/components/member-center-page';
import { LimitLeftLine } from '@/features/protection/components/limit-left-line';

export const Component = () => (
  <MemberOnlyPage name="member-home">
    <MemberCenterPage name="member-home" balanceNote={<LimitLeftLine />} />
  </MemberOnlyPage>
);
