import { IdentityCallbackPage } from '@/features/auth/components/identity-callback-page';

export const Component = IdentityCallbackPage;
