import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { WithdrawPage } from '@/features/money/components/withdraw-page';

export const Component = () => (
  <MemberOnlyPage name="withdraw">
    <WithdrawPage />
  </MemberOnlyPage>
);
