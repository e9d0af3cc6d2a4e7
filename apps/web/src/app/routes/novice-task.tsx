import { NoviceTaskPage } from '@/features/engagement/components/novice-task-page';

export const Component = NoviceTaskPage;
