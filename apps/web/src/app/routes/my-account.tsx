import { MemberOnlyPage } from '@/features/auth/components/member-only-page';

export const Component = () => <MemberOnlyPage name="my-account" />;
