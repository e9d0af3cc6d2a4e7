import { MemberOnlyPage } from '@/features/auth/components/member-only-page';
import { ResponsibleGamingPage } from '@/features/protection/components/responsible-gaming-page';

export const Component = () => (
  <MemberOnlyPage name="responsible-gaming">
    <ResponsibleGamingPage />
  </MemberOnlyPage>
);
