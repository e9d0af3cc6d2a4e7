import { OPS_AGE_QUEUE_MAX } from '@lotto/contract';
import { notFound } from '../../lib/http-error';
import type { AgeVerificationDeps } from './age-verification-deps';
import { ageVerificationOf, pendingAgeVerifications } from './age-verification.repository';
import { itemOf } from './age-verification-views';

/** The documents waiting for support's check. */
export async function ageVerificationQueue({ db }: AgeVerificationDeps, merchantCode: string) {
  return (await pendingAgeVerifications(db, merchantCode, OPS_AGE_QUEUE_MAX)).map(itemOf);
}

/** One document's image, for the operator who checks it. */
export async function ageDocument(
  { db, storage }: AgeVerificationDeps,
  merchantCode: string,
  id: number,
) {
  const found = await ageVerificationOf(db, merchantCode, id);
  if (!found) throw notFound('No such verification');
  const bytes = await storage.read(found.row.storageKey);
  return {
    contentType: found.row.contentType,
    dataUrl: `data:${found.row.contentType};base64,${bytes.toString('base64')}`,
  };
}
