import { FieldIssueCode } from '@lotto/contract';
import { addressAllowed, isAddressRule } from '../../lib/allowed-addresses';
import { fieldError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { OperatorDeps } from './operator-deps';
import { allowedAddresses, setAllowedAddresses } from './operators.repository';

/** Refuses a list that would shut out the owner making the change. */
export async function setConsoleAddresses({ db }: OperatorDeps, actor: Actor, addresses: string[]) {
  const list = [...new Set(addresses.map((a) => a.trim()))].filter(Boolean);
  const bad = list.findIndex((rule) => !isAddressRule(rule));
  if (bad >= 0) {
    throw fieldError(
      `addresses.${bad}`,
      'must be an address or a CIDR range like 203.0.113.0/24',
      undefined,
      { code: FieldIssueCode.ip_address },
    );
  }
  if (!addressAllowed(list, actor.ip)) {
    throw fieldError('addresses', `would shut out your own address ${actor.ip}`, undefined, {
      code: FieldIssueCode.locks_you_out,
    });
  }
  await db.transaction(async (tx) => {
    const before = await allowedAddresses(tx, actor.merchantCode);
    await setAllowedAddresses(tx, actor.merchantCode, list);
    await recordAudit(tx, actor, {
      action: 'ops.allowedAddresses',
      targetType: 'merchant',
      targetId: actor.merchantCode,
      before: { addresses: before },
      after: { addresses: list },
    });
  });
  return { addresses: list };
}
