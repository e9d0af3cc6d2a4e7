import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  operatorEnrolments,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
  opsSettings,
} from '../../db/schema';
import { findMerchantRow, lockMerchantRow } from '../../lib/merchant-rows';
import { equalsIgnoringCase } from '../../db/ignoring-case';

export type OperatorRow = typeof operators.$inferSelect;

export async function insertOperator(
  db: Db,
  row: { merchantCode: string; username: string; role: OperatorRole; createdBy: number | null },
): Promise<OperatorRow | null> {
  const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findOperatorByUsername(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<OperatorRow | null> {
  return findMerchantRow(
    db,
    operators,
    merchantCode,
    equalsIgnoringCase(operators.username, username),
  );
}

export const listOperators = (db: Db, merchantCode: string) =>
  db
    .select()
    .from(operators)
    .where(eq(operators.merchantCode, merchantCode))
    .orderBy(asc(operators.id));

export async function updateOperator(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      OperatorRow,
      | 'passwordHash'
      | 'totpSecret'
      | 'totpConfirmedAt'
      | 'totpLastStep'
      | 'failedSignIns'
      | 'lockedUntil'
      | 'lastSignInAt'
      | 'status'
    >
  >,
): Promise<void> {
  await db.update(operators).set(change).where(eq(operators.id, id));
}

/** Counts a failure; answers the new count (one statement, so racing failures all count). */
/**
 * Takes a TOTP time step if it is newer than the last one taken: a code is accepted once, even
 * by two racing sign-ins.
 */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const taken = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, id),
        sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return taken.length === 1;
}

export async function insertEnrolment(
  db: Db,
  row: { operatorId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // A new link voids the operator's older unused ones.
  await db
    .update(operatorEnrolments)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(operatorEnrolments.operatorId, row.operatorId), isNull(operatorEnrolments.usedAt)),
    );
  await db.insert(operatorEnrolments).values(row);
}

export async function findLiveEnrolment(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ enrolment: operatorEnrolments, operator: operators })
    .from(operatorEnrolments)
    .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
    .where(
      and(
        eq(operatorEnrolments.tokenHash, tokenHash),
        isNull(operatorEnrolments.usedAt),
        gt(operatorEnrolments.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks a link or a recovery code used; false when another request used it first. */
async function useOnce(
  db: Db,
  table: typeof operatorEnrolments | typeof operatorRecoveryCodes,
  id: number,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return used.length === 1;
}

export const useEnrolment = (db: Db, id: number, now: Date) =>
  useOnce(db, operatorEnrolments, id, now);

export async function replaceRecoveryCodes(
  db: Db,
  operatorId: number,
  hashes: string[],
): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db
    .insert(operatorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

export const unusedRecoveryCodes = (db: Db, operatorId: number) =>
  db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)),
    );

export const useRecoveryCode = (db: Db, id: number, now: Date) =>
  useOnce(db, operatorRecoveryCodes, id, now);

export async function insertOperatorSession(
  db: Db,
  row: typeof operatorSessions.$inferInsert,
): Promise<void> {
  await db.insert(operatorSessions).values(row);
}

export async function findOperatorSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchOperatorSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function deleteOperatorSession(db: Db, id: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
}

export async function allowedAddresses(db: Db, merchantCode: string): Promise<string[]> {
  const [row] = await db
    .select({ list: opsSettings.allowedAddresses })
    .from(opsSettings)
    .where(eq(opsSettings.merchantCode, merchantCode));
  return row?.list ?? [];
}

export async function setAllowedAddresses(
  db: Db,
  merchantCode: string,
  list: string[],
): Promise<void> {
  await db
    .insert(opsSettings)
    .values({ merchantCode, allowedAddresses: list })
    .onConflictDoUpdate({
      target: opsSettings.merchantCode,
      set: { allowedAddresses: list, updatedAt: sql`now()` },
    });
}

export const findOperatorById = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, operators, merchantCode, eq(operators.id, id));

export async function setOperatorRoleAndStatus(
  db: Db,
  id: number,
  change: Partial<Pick<OperatorRow, 'role' | 'status'>>,
): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(change).where(eq(operators.id, id)).returning();
  return row as OperatorRow;
}

/** Ends every session of an operator; answers how many ended. */
export async function deleteOperatorSessions(db: Db, operatorId: number): Promise<number> {
  const rows = await db
    .delete(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/** Operators whose TOTP secret is still plaintext (written before secrets were sealed). */
export const plaintextTotpSecrets = (db: Db) =>
  db
    .select({ id: operators.id, totpSecret: operators.totpSecret })
    .from(operators)
    .where(sql`${operators.totpSecret} is not null and ${operators.totpSecret} not like 'v1.%'`);

/** Replaces a stored TOTP secret only if it is still `from` (a racing writer wins). */
export async function replaceTotpSecret(
  db: Db,
  id: number,
  from: string,
  to: string,
): Promise<void> {
  await db
    .update(operators)
    .set({ totpSecret: to })
    .where(and(eq(operators.id, id), eq(operators.totpSecret, from)));
}
