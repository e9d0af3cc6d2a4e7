import { MallPage } from '@/features/engagement/components/mall-page';

export const Component = MallPage;
