import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { DepositPage } from '@/features/money/components/deposit-page';
import { DepositLimitPrompt } from '@/features/protection/components/protection-prompts';
import { useProtectionState } from '@/features/protection/api/protection-state';

const DepositWithPrompt = () => {
  // The prompt stands above the form: the form waits for the answer so it never moves down.
  const protection = useProtectionState();
  return <DepositPage notice={<DepositLimitPrompt />} noticePending={protection.isLoading} />;
};

export const Component = () => (
  <MemberOnlyPage name="deposit">
    <DepositWithPrompt />
  </MemberOnlyPage>
);
