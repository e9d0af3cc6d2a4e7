import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../audit/audit.service';

/** The private store the documents go to (the one slips are kept in); keys made by the server. */
export interface DocumentStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/**
 * What the accounts, inbox and media modules do for protection, handed in by the app (no import
 * circle).
 */
export interface AgeVerificationHooks {
  /** Records a document's date of birth for a member who gave none (in the caller's tx). */
  recordBirthDate(tx: Db, memberId: number, birthDate: string): Promise<boolean>;
  /** Decodes the image and encodes it again (png or jpeg only); null when it is not one. */
  reencode(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string } | null>;
  tellMember(actor: Actor, memberId: number, title: string, content: string): Promise<unknown>;
}

/** What each age verification use case is given by the age verification service. */
export interface AgeVerificationDeps {
  db: Db;
  clock: Clock;
  storage: DocumentStorage;
  hooks: AgeVerificationHooks;
}
