import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { DepositPage } from '@/features/money/components/deposit-page';
import { DepositLimitPrompt } from '@/features/protection/components/protection-prompts';

export const Component = () => (
  <MemberOnlyPage name="deposit">
    <DepositPage notice={<DepositLimitPrompt />} />
  </MemberOnlyPage>
);
