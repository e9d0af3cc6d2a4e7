import { MemberType, type MemberInfoValue } from '@lotto/contract';

/** §2.12 a member with this label does not get live chat. */
export const NO_CHAT_LABEL = 'nochat';

/** §2.12 live chat shows only with CBS3 on, member type not 4 and no `nochat` label. */
export const offersLiveChat = (cbs3: boolean, info: MemberInfoValue | undefined): boolean =>
  cbs3 &&
  info !== undefined &&
  info.type !== MemberType.TYPE_4 &&
  !info.memberLabel.some((l) => l.labelName === NO_CHAT_LABEL);
