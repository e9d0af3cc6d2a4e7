import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';

/**
 * Money simulators: adapters that move money without anyone paying. The built-in
 * demo gateway is one; a real gateway's sandbox adapter would be another. They exist for demos
 * and tests, and a production server never runs them.
 */
export const SIMULATOR_GATEWAYS: ReadonlySet<string> = new Set(['demo']);

/** The settings of a merchant that turn a simulator on, each with why it is one. */
export function moneySimulatorsOf(config: MerchantConfig): { path: string; why: string }[] {
  const { gateway } = config.money;
  return gateway.enabled && SIMULATOR_GATEWAYS.has(gateway.gateway)
    ? [
        {
          path: 'money.gateway.enabled',
          why: `gateway "${gateway.gateway}" is the built-in demo gateway, which credits deposits nobody paid`,
        },
      ]
    : [];
}

/** Why a production server refuses to start on this merchant configuration, or null. */
export function productionRefusal(config: MerchantConfig): string | null {
  const found = moneySimulatorsOf(config);
  if (found.length === 0) return null;
  const lines = found.map((s) => `  ${s.path}: ${s.why}; set it to false or name a real gateway`);
  return `Merchant ${config.code}: a money simulator is enabled, and NODE_ENV=production refuses it:\n${lines.join('\n')}`;
}

/** A console save that would turn a simulator on where simulators are refused: 400 on the field. */
export function refuseSimulators(config: MerchantConfig) {
  const found = moneySimulatorsOf(config);
  if (found.length === 0) return;
  throw new HttpError(ErrorCode.BAD_REQUEST, '', {
    fields: Object.fromEntries(
      found.map((s) => [`config.${s.path}`, `${s.why}: refused in production`]),
    ),
  });
}
