import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §7 chat launch: the caller opens value.chatUrl. */
export const launchChat = async (): Promise<string> => (await apiCall(routes.chatLaunch)).chatUrl;
