import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export const Component = () => <ComingSoonPage name="login" standalone />;
