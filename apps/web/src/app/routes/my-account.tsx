import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { MemberCenterPage } from '@/features/account/components/member-center-page';

export const Component = () => (
  <MemberOnlyPage name="my-account">
    <MemberCenterPage name="my-account" />
  </MemberOnlyPage>
);
