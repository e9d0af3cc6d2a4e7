import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { SecurityCenterPage } from '@/features/account/components/security-center-page';

export const Component = () => (
  <MemberOnlyPage name="security-center">
    <SecurityCenterPage />
  </MemberOnlyPage>
);
