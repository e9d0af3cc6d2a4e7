import type { OperatorItem } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OperatorTotpSecrets } from './operator-totp-secrets';
import type { OpsSessions } from './ops-sessions';
import type { OperatorRow } from './operators.repository';

/** What each operator use case is given by the operators service. */
export interface OperatorDeps {
  db: Db;
  clock: Clock;
  sessions: OpsSessions;
  /** The box that seals and opens TOTP secrets; throws when the service was built without one. */
  secrets: () => OperatorTotpSecrets;
  /** An operator as the console lists it. */
  item: (o: OperatorRow) => OperatorItem;
}
