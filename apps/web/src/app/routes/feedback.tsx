import { FeedbackPage } from '@/features/account/components/feedback-page';

export const Component = FeedbackPage;
