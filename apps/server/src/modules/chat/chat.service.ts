import { ErrorCode, MemberType, type Language, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { loadMember } from '../accounts/members.service';
import { chatUrl } from './chat-provider';

/** §2.12 a member with this label does not get live chat. */
export const NO_CHAT_LABEL = 'nochat';

/** §2.12 live chat: CBS3 on, member type not 4, no `nochat` label; the URL from the adapter. */
export function createChatService(db: Db, clock: Clock, key: string) {
  return {
    async launch(merchant: MerchantConfig, memberId: number, language: Language) {
      if (merchant.whitelabel.CBS3 !== true)
        throw new HttpError(ErrorCode.FORBIDDEN, 'Live chat is off for this merchant');
      const member = await loadMember(db, memberId);
      if (member.customerType === MemberType.TYPE_4 || member.memberLabels.includes(NO_CHAT_LABEL))
        throw new HttpError(ErrorCode.FORBIDDEN, 'Live chat is not offered to this member');
      return {
        chatUrl: chatUrl(
          merchant.chat.urlTemplate,
          key,
          {
            memberId: member.id,
            name: member.nickname ?? member.username,
            ts: clock().getTime(),
          },
          language,
        ),
      };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
