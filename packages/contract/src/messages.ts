import { z } from 'zod';
import { defineOperation } from './operation';

const tags = ['messages'];

export const chatLaunchValue = z
  .object({ chatUrl: z.string().min(1).max(4096) })
  .meta({ id: 'ChatUrl' });
export type ChatLaunchValue = z.infer<typeof chatLaunchValue>;

/** §2.12: the web offers live chat only with CBS3 on, member type not 4 and no nochat label. */
export const chatLaunch = defineOperation({
  operationId: 'chatLaunch',
  method: 'GET',
  path: '/wps/message/chat/launch',
  summary:
    'Open live chat; the web navigates to value.chatUrl (§2.12, §3, §7). Path chosen: /wps/message/chat/launch; refused with 403 where §2.12 hides chat',
  tags,
  auth: 'member',
  response: chatLaunchValue,
});
