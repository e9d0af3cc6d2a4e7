import { ChangePasswordPage } from '@/features/auth/components/change-password-page';

export const Component = ChangePasswordPage;
