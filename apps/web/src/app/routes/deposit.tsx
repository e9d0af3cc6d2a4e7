import type { QueryClient } from '@tanstack/react-query';
import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { DepositPage } from '@/features/money/components/deposit-page';
import { DepositLimitPrompt } from '@/features/protection/components/protection-prompts';
import {
  protectionStateOptions,
  useProtectionState,
} from '@/features/protection/api/protection-state';
import { readSession } from '@/lib/session-storage';

/** Whether to show the deposit-limit prompt is known with the page's chunk, not after it. */
export const prefetch = (client: QueryClient) => {
  const token = readSession()?.token ?? null;
  return token ? client.prefetchQuery(protectionStateOptions(token)) : Promise.resolve();
};

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
