import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ErrorCode,
  walletApiBet,
  walletApiSettle,
  type ErrorEnvelope,
  type WalletBetInput,
  type WalletSettleInput,
  type WalletTxValue,
} from '@lotto/contract';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { WalletKeys } from '../../wallet/wallet-keys';
import { walletCallHeaders } from '../../wallet/wallet-signature';

const knownCodes = new Set<string>(Object.values(ErrorCode));

/**
 * The demo vendor's side of the wallet API: every bet and settlement is a signed call through
 * the same door a real vendor uses (its own key, a timestamp and a nonce), not a function call
 * around it. In-process (inject) because the demo vendor runs inside the platform.
 */
export function createWalletApiClient(
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  keys: WalletKeys,
  clock: Clock,
) {
  async function call(path: string, vendor: string, input: object): Promise<WalletTxValue> {
    const key = keys.keyOf(vendor);
    if (!key) throw new HttpError(ErrorCode.NOT_FOUND, `No wallet API key for vendor ${vendor}`);
    const body = JSON.stringify(input);
    const res = await send({
      method: 'POST',
      url: path,
      headers: walletCallHeaders(key, { vendor, method: 'POST', path, body }, clock()),
      payload: body,
    });
    const answer = res.json<{ success: true; value: WalletTxValue } | ErrorEnvelope>();
    if (answer.success) return answer.value;
    // The platform's refusal (insufficient funds …) reaches the player as it was given.
    const code = knownCodes.has(answer.code) ? (answer.code as ErrorCode) : ErrorCode.INTERNAL;
    throw new HttpError(code, answer.message, answer.value);
  }
  return {
    bet: (input: WalletBetInput) => call(walletApiBet.path, input.vendor, input),
    settle: (input: WalletSettleInput) => call(walletApiSettle.path, input.vendor, input),
  };
}
export type WalletApiClient = ReturnType<typeof createWalletApiClient>;
