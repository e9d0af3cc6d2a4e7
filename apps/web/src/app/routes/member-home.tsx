import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { MemberCenterPage } from '@/features/account/components/member-center-page';

export const Component = () => (
  <MemberOnlyPage name="member-home">
    <MemberCenterPage name="member-home" />
  </MemberOnlyPage>
);
