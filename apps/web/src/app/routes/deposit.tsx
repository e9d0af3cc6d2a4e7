import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { DepositPage } from '@/features/money/components/deposit-page';

export const Component = () => (
  <MemberOnlyPage name="deposit">
    <DepositPage />
  </MemberOnlyPage>
);
