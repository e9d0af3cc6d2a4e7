import { ForgetPage } from '@/features/auth/components/forget-page';

export const Component = ForgetPage;
