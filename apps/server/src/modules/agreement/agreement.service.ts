import {
  languages,
  type Language,
  type SaveUserAgreementInput,
  type UserAgreementValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LocalizedText, MerchantDocumentRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import { sanitizeContent } from '../../lib/sanitize';
import { recordAudit, type Actor } from '../audit/audit.service';
import { findDocument, lockDocument, upsertDocument } from './agreement.repository';

const KIND = 'user_agreement' as const;

/** Each language's HTML cleaned; an empty (or only-whitespace once cleaned) text drops it. */
export function cleanAgreement(content: SaveUserAgreementInput['content']): LocalizedText {
  const out: LocalizedText = {};
  for (const language of languages) {
    const html = content[language];
    if (html === undefined) continue;
    const clean = sanitizeContent(html).trim();
    if (clean !== '') out[language] = clean;
  }
  return out;
}

/** The language `localized` would answer with, so the page can set its `lang`. */
const languageOf = (text: LocalizedText, asked: Language): Language | null => {
  if (text[asked] !== undefined) return asked;
  if (text.en !== undefined) return 'en';
  return languages.find((l) => text[l] !== undefined) ?? null;
};

const opsView = (row: MerchantDocumentRow | null) => ({
  content: row?.content ?? {},
  updatedAt: row?.updatedAt.getTime() ?? null,
  updatedBy: row?.updatedBy ?? null,
});

export function createAgreementService(db: Db, clock: Clock) {
  return {
    /** §2.1 the agreement in the player's language, cleaned again on the way out. */
    async forPlayer(merchantCode: string, language: Language): Promise<UserAgreementValue> {
      const row = await findDocument(db, merchantCode, KIND);
      const text = row?.content ?? {};
      const shown = languageOf(text, language);
      return {
        content: shown === null ? '' : sanitizeContent(localized(text, shown)),
        language: shown,
        updatedAt: shown === null ? null : (row?.updatedAt.getTime() ?? null),
      };
    },

    async forOperator(merchantCode: string) {
      return opsView(await findDocument(db, merchantCode, KIND));
    },

    /** Replaces every language at once, sanitized, with the change in the audit log. */
    async save(actor: Actor, input: SaveUserAgreementInput) {
      const content = cleanAgreement(input.content);
      return db.transaction(async (tx) => {
        const before = await lockDocument(tx, actor.merchantCode, KIND);
        const saved = await upsertDocument(tx, {
          merchantCode: actor.merchantCode,
          kind: KIND,
          content,
          updatedAt: clock(),
          updatedBy: actor.username,
        });
        await recordAudit(tx, actor, {
          action: 'user_agreement.update',
          targetType: 'merchant_document',
          targetId: KIND,
          before: before ? { content: before.content } : null,
          after: { content },
        });
        return opsView(saved);
      });
    },
  };
}
export type AgreementService = ReturnType<typeof createAgreementService>;
