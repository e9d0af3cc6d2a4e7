import { randomBytes } from 'node:crypto';
import {
  DepositMethod,
  ErrorCode,
  SLIP_MAX_BYTES,
  SLIP_MAX_COUNT,
  type MerchantConfig,
  type UploadDepositSlipInput,
} from '@lotto/contract';
import { HttpError, notFound } from '../../lib/http-error';
import { startOfDay } from '../../lib/money-day';
import { moneyFieldError } from '../../lib/money-errors';
import { reencodeImage } from '../media/member-image';
import { holdMemberUploads, precheckMemberUploads } from '../media/member-uploads';
import type { DepositDeps } from './deposit-deps';
import { depositOfMember, lockDeposit } from './deposits.repository';
import { withSavedFiles } from './slip-storage';
import { insertSlip, slipCount, slipsOf } from './slips.repository';

/** The slips of a bank-transfer deposit: the member uploads them, finance looks at them. */

/**
 * §5: a slip is a png or jpg that decodes in full (kept re-encoded: no metadata, nothing after
 * the image), under 5 MB, at most 3 per deposit; only while the deposit is pending. The count
 * is checked under the deposit's row lock; the member's slips and bytes of the day under
 * their upload lock.
 */
export async function addDepositSlip(
  { db, clock, slips }: DepositDeps,
  merchant: MerchantConfig,
  memberId: number,
  input: UploadDepositSlipInput,
) {
  const [prefix = '', base64 = ''] = input.data.split(',', 2);
  const said = prefix === 'data:image/png;base64' ? 'image/png' : 'image/jpeg';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length >= SLIP_MAX_BYTES) {
    throw moneyFieldError('data', ErrorCode.BAD_REQUEST, 'slip must be under 5 MB');
  }
  const since = startOfDay(clock(), merchant.timeZone);
  await precheckMemberUploads(db, memberId, since, { kind: 'slip', field: 'data', bytes: 1 });
  const image = await reencodeImage(bytes);
  if (image?.contentType !== said) {
    throw moneyFieldError('data', ErrorCode.IMAGE_UNREADABLE, 'slip must be a png or jpg image');
  }
  const row = await depositOfMember(db, memberId, input.depositId);
  if (!row || row.method !== DepositMethod.bankTransfer) throw notFound('No such deposit');
  const now = clock();
  return withSavedFiles(slips, (save) =>
    db.transaction(async (tx) => {
      const locked = await lockDeposit(tx, row.id);
      if (locked?.state !== 'pending') throw new HttpError(ErrorCode.WRONG_STATE);
      const count = await slipCount(tx, row.id);
      if (count >= SLIP_MAX_COUNT) {
        throw moneyFieldError('data', ErrorCode.BAD_REQUEST, 'at most 3 slips per deposit');
      }
      await holdMemberUploads(tx, memberId, since, {
        kind: 'slip',
        field: 'data',
        bytes: image.bytes.length,
      });
      const key = `${row.merchantCode}/${row.id}/${randomBytes(8).toString('hex')}${
        image.contentType === 'image/png' ? '.png' : '.jpg'
      }`;
      await save(key, image.bytes);
      await insertSlip(tx, {
        depositId: row.id,
        storageKey: key,
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
        createdAt: now,
      });
      return { slips: count + 1 };
    }),
  );
}

/** Finance looks at a deposit's slips. */
export async function depositSlipImages(
  { db, slips }: DepositDeps,
  merchantCode: string,
  depositId: number,
) {
  const rows = await slipsOf(db, depositId);
  const out = [];
  for (const r of rows) {
    if (!r.storageKey.startsWith(`${merchantCode}/`)) continue;
    const bytes = await slips.read(r.storageKey);
    out.push({
      id: r.id,
      contentType: r.contentType,
      dataUrl: `data:${r.contentType};base64,${bytes.toString('base64')}`,
    });
  }
  return out;
}
