import { InviteFriendsPage } from '@/features/engagement/components/invite-friends-page';

export const Component = InviteFriendsPage;
