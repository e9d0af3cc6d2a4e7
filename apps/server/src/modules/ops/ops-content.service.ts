import { randomUUID } from 'node:crypto';
import type {
  ContentItem,
  ContentSaveBody,
  HotMatchItem,
  HotMatchSaveBody,
  OpsContentType,
} from '@lotto/contract';
import { OPS_CONTENT_TYPES } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { AnnouncementRow, HotMatchRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { sanitizeContent } from '../../lib/sanitize';
import type { MediaStorage } from '../media/media-storage';
import { teamImageUrl } from '../../lib/media-urls';
import { recordAudit, recordSave, type Actor } from '../audit/audit.service';
import { storeBanner } from './banner-image';
import {
  findContent,
  findHotMatch,
  insertContent,
  listContent,
  listHotMatchRows,
  saveHotMatch,
  updateContent,
  type ContentValues,
} from './ops-content.repository';
import { thEnFields } from '../../lib/localized';

const item = (r: AnnouncementRow): ContentItem => ({
  id: r.id,
  type: r.type as OpsContentType,
  groupName: r.groupName,
  ...thEnFields('title', r.title),
  ...thEnFields('content', r.content),
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  startAt: r.startAt.getTime(),
  endAt: r.endAt?.getTime() ?? null,
  sortOrder: r.sortOrder,
  enabled: r.enabled,
  updatedAt: r.updatedAt.getTime(),
});

const matchItem = (m: HotMatchRow): HotMatchItem => ({
  id: m.id,
  vendorCode: m.vendorCode,
  nodeId: m.nodeId,
  matchTime: m.matchTime.getTime(),
  homeTeam: m.homeTeam,
  awayTeam: m.awayTeam,
  league: m.league,
  enabled: m.enabled,
});

const teamSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64) || 'team';

// eslint-disable-next-line max-lines-per-function -- the console's content operations (list, save, uploadBanner, hotMatches, saveHotMatch) over one db, clock and media storage; each is linted on its own, the longest 40 lines
export function createOpsContentService(db: Db, clock: Clock, storage: MediaStorage) {
  return {
    async list(merchantCode: string, type: OpsContentType | undefined) {
      const rows = await listContent(db, merchantCode, type ? [type] : [...OPS_CONTENT_TYPES]);
      return { list: rows.map(item) };
    },

    /** HTML is cleaned here before it is stored, and again when the app reads it. */
    async save(actor: Actor, body: ContentSaveBody): Promise<ContentItem> {
      return db.transaction(async (tx) => {
        const now = clock();
        const before =
          body.id === undefined ? null : await findContent(tx, actor.merchantCode, body.id);
        // Promotions (PR) and agent notices (A) have pages of their own: not edited here.
        const ours = before && (OPS_CONTENT_TYPES as readonly string[]).includes(before.type);
        if (body.id !== undefined && !ours) throw notFound(`No content ${body.id}`);
        const values: ContentValues = {
          type: body.type,
          groupName: body.groupName,
          // Languages other than th and en stay as they were (the app falls back to en).
          title: { ...before?.title, th: body.titleTh, en: body.titleEn },
          content: {
            ...before?.content,
            th: sanitizeContent(body.contentTh),
            en: sanitizeContent(body.contentEn),
          },
          imageUrl: body.imageUrl,
          linkUrl: body.linkUrl,
          startAt: new Date(body.startAt),
          endAt: body.endAt === null ? null : new Date(body.endAt),
          noExpiry: body.endAt === null,
          sortOrder: body.sortOrder,
          enabled: body.enabled,
        };
        const row = before
          ? await updateContent(tx, before.id, values, now)
          : await insertContent(tx, actor.merchantCode, `ops-${randomUUID()}`, values, now);
        const after = item(row);
        await recordSave(tx, actor, 'content', row.id, before ? item(before) : null, after);
        return after;
      });
    },

    async uploadBanner(actor: Actor, dataUrl: string) {
      const stored = await storeBanner(storage, dataUrl);
      await recordAudit(db, actor, {
        action: 'content.uploadBanner',
        targetType: 'image',
        targetId: stored.url,
        after: stored,
      });
      return stored;
    },

    async hotMatches(merchantCode: string) {
      return { list: (await listHotMatchRows(db, merchantCode)).map(matchItem) };
    },

    async saveHotMatch(actor: Actor, body: HotMatchSaveBody): Promise<HotMatchItem> {
      return db.transaction(async (tx) => {
        const before =
          body.id === undefined ? null : await findHotMatch(tx, actor.merchantCode, body.id);
        if (body.id !== undefined && !before) throw notFound(`No hot match ${body.id}`);
        const row = await saveHotMatch(
          tx,
          actor.merchantCode,
          before?.id ?? null,
          before?.slug ?? `ops-${randomUUID()}`,
          {
            vendorCode: body.vendorCode,
            nodeId: body.nodeId,
            matchTime: new Date(body.matchTime),
            homeTeam: body.homeTeam,
            awayTeam: body.awayTeam,
            homeTeamImageUrl: teamImageUrl(teamSlug(body.homeTeam)),
            awayTeamImageUrl: teamImageUrl(teamSlug(body.awayTeam)),
            league: body.league,
            enabled: body.enabled,
          },
          clock(),
        );
        const after = matchItem(row);
        await recordSave(tx, actor, 'hotMatch', row.id, before ? matchItem(before) : null, after);
        return after;
      });
    },
  };
}
export type OpsContentService = ReturnType<typeof createOpsContentService>;
