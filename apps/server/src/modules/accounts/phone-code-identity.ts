import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';

type PhoneCodeIdentity = NonNullable<MerchantConfig['sms']['phoneCodeIdentity']>;

/** How long a provider's published keys are trusted before they are fetched again. */
export const PHONE_CODE_KEYS_MAX_AGE_MS = 10 * 60_000;
/** A provider whose key endpoint does not answer within this fails the login, not the server. */
const KEYS_TIMEOUT_MS = 5000;
/** Clocks of phones, the provider and this server differ a little. */
const CLOCK_TOLERANCE_S = 30;
/** Firebase signs its ID tokens with RS256 only; any other algorithm is refused. */
const ALGORITHMS = ['RS256'];

/**
 * §3, §4 login by the phone-code provider (`type: firebase`): the app proved the number with the
 * provider and sends its ID token. The token must be signed by one of the provider's published
 * keys, for this merchant's project (issuer and audience), unexpired, and name the number the
 * member logs in with (`phone_number`). Answers that number (E.164).
 */
export function createPhoneCodeVerifier() {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysOf = (url: string) => {
    let keys = keySets.get(url);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url), {
        cacheMaxAge: PHONE_CODE_KEYS_MAX_AGE_MS,
        timeoutDuration: KEYS_TIMEOUT_MS,
      });
      keySets.set(url, keys);
    }
    return keys;
  };

  return async function verifiedPhoneNumber(
    identity: PhoneCodeIdentity,
    idToken: string,
  ): Promise<string> {
    try {
      const { payload } = await jwtVerify(idToken, keysOf(identity.jwksUrl), {
        issuer: identity.issuer,
        audience: identity.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat', 'phone_number'],
      });
      if (typeof payload.phone_number !== 'string')
        throw new errors.JWTClaimValidationFailed(
          'phone_number must be a string',
          payload,
          'phone_number',
          'invalid',
        );
      return payload.phone_number;
    } catch (err) {
      if (err instanceof errors.JOSEError) {
        throw fieldError(
          'firebaseIdToken',
          'the phone verification failed',
          ErrorCode.VERIFICATION_CODE_WRONG,
        );
      }
      throw err;
    }
  };
}
export type PhoneCodeVerifier = ReturnType<typeof createPhoneCodeVerifier>;
