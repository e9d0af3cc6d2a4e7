import { LoginOutline, LoginPage } from '@/features/auth/components/login-page';

export const Component = LoginPage;
export const Outline = LoginOutline;
