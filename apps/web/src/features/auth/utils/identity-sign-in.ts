import {
  LoginType,
  type IdentityCallbackInput,
  type IdentityProvidersValue,
} from '@lotto/contract';

export type OfferedProvider = IdentityProvidersValue['list'][number];

/**
 * §2.4: the identity providers' buttons show only for the username method. Which providers (a
 * client configured, Google and Facebook with their whitelabel flags) is the server's answer.
 */
export const visibleIdentityProviders = (
  offered: readonly OfferedProvider[] | undefined,
  method: typeof LoginType.username | typeof LoginType.sms,
): OfferedProvider[] => (method === LoginType.username && offered ? [...offered] : []);

/** The provider's answer in the callback page's query, as the server takes it; null without a state. */
export const callbackAnswer = (search: string): IdentityCallbackInput | null => {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state) return null;
  const answer: IdentityCallbackInput = { state };
  for (const key of ['code', 'iss', 'error', 'error_description'] as const) {
    const value = query.get(key);
    if (value) answer[key] = value;
  }
  return answer;
};
