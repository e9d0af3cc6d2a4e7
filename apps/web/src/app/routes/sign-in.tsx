import { SignInPage } from '@/features/engagement/components/sign-in-page';

export const Component = SignInPage;
