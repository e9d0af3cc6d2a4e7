import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { MemberCenterPage } from '@/features/account/components/member-center-page';
import { LimitLeftLine } from '@/features/protection/components/limit-left-line';
import { ReviewPrompt } from '@/features/protection/components/protection-prompts';

export const Component = () => (
  <MemberOnlyPage name="member-home">
    <MemberCenterPage
      name="member-home"
      balanceNote={
        <>
          <LimitLeftLine />
          <ReviewPrompt />
        </>
      }
    />
  </MemberOnlyPage>
);
