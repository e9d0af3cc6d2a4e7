import type { OperatorItem } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OpsSessions } from './ops-sessions';
import type { OperatorTotpSecrets } from './operator-totp-secrets';
import { setConsoleAddresses } from './operator-addresses';
import type { OperatorDeps } from './operator-deps';
import { completeEnrolment, createOperatorWithLink, startEnrolment } from './operator-enrolment';
import { signInOperator } from './operator-sign-in';
import { operatorItem } from './operator-status';
import { allowedAddresses, listOperators, type OperatorRow } from './operators.repository';
import { bindUseCases } from '../../lib/use-cases';

/**
 * `totpSecrets` seals and opens operators' TOTP secrets (the app passes it; the command line and
 * tests that only create operators may leave it out, and then cannot enrol or sign anyone in).
 */
export function createOperatorsService(
  db: Db,
  clock: Clock,
  sessions: OpsSessions,
  totpSecrets?: OperatorTotpSecrets,
) {
  const secrets = (): OperatorTotpSecrets => {
    if (!totpSecrets) throw new Error('operator TOTP secrets need the secret box');
    return totpSecrets;
  };
  const item = (o: OperatorRow): OperatorItem => operatorItem(o, clock());
  const deps: OperatorDeps = { db, clock, sessions, secrets, item };
  const bound = bindUseCases(deps);
  /** A new operator and their one-time enrolment link, in one transaction with its audit entry. */
  const createWithLink = bound(createOperatorWithLink);

  return {
    createWithLink,

    /** The first owner, from the command line (`npm run console -- create-owner`). */
    createOwner: (merchantCode: string, username: string) =>
      createWithLink(
        { merchantCode, operatorId: null, username: 'command line', ip: 'local' },
        username,
        'owner',
      ),

    allowedAddresses: async (merchantCode: string) => ({
      addresses: await allowedAddresses(db, merchantCode),
    }),

    /** Refuses a list that would shut out the owner making the change. */
    setAllowedAddresses: bound(setConsoleAddresses),

    list: async (merchantCode: string) => ({
      list: (await listOperators(db, merchantCode)).map(item),
    }),

    enrolmentStart: bound(startEnrolment),
    enrolmentComplete: bound(completeEnrolment),
    signIn: bound(signInOperator),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
