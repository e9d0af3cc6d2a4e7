import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { AgeVerificationPage } from '@/features/protection/components/age-verification-page';

export const Component = () => (
  <MemberOnlyPage name="age-verification">
    <AgeVerificationPage />
  </MemberOnlyPage>
);
