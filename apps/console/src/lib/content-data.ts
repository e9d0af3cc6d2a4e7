import {
  opsBannerUpload,
  opsContentList,
  opsContentSave,
  opsHotMatchSave,
  opsHotMatches,
  type ContentItem,
  type HotMatchItem,
  type OpsContentType,
} from '@lotto/contract';
import type { AreaProvider } from './area-providers';
import { i18nProvider } from './i18n-provider';
import { opsCall } from './ops-client';
import { keyOfMeta } from './write-intent';

/** A datetime-local value (the operator's clock) or epoch ms, as the contract's ISO instant. */
export const isoOf = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : new Date(value as string).toISOString();

/** Only the fields the save call takes: the form's record carries more. */
function contentBody(data: Partial<ContentItem>) {
  return {
    ...(data.id ? { id: data.id } : {}),
    type: data.type,
    groupName: data.groupName,
    titleTh: data.titleTh,
    titleEn: data.titleEn,
    contentTh: data.contentTh ?? '',
    contentEn: data.contentEn ?? '',
    imageUrl: data.imageUrl || null,
    linkUrl: data.linkUrl || null,
    startAt: isoOf(data.startAt),
    endAt: isoOf(data.endAt),
    sortOrder: Number(data.sortOrder ?? 0),
    enabled: data.enabled ?? true,
  };
}

function hotMatchBody(data: Partial<HotMatchItem>) {
  return {
    ...(data.id ? { id: data.id } : {}),
    vendorCode: data.vendorCode,
    nodeId: Number(data.nodeId),
    matchTime: isoOf(data.matchTime),
    homeTeam: data.homeTeam,
    awayTeam: data.awayTeam,
    league: data.league,
    enabled: data.enabled ?? true,
  };
}

const contentList = async (type?: OpsContentType) =>
  (await opsCall(opsContentList, { query: { type } })).list;
const matchList = async () => (await opsCall(opsHotMatches)).list;

/**
 * An area read whole by `list` (with the list's filter), whose records one call writes: `save`
 * takes the form's record (with its id on update) and, on create, the write's idempotency key.
 */
function listAndSave<R extends { id: number }>(
  list: (filter: unknown) => Promise<R[]>,
  save: (data: Partial<R>, idempotencyKey?: string) => Promise<R>,
): AreaProvider {
  return {
    getList: async (_r, params) => {
      const rows = await list(params.filter);
      return { data: rows, total: rows.length } as never;
    },
    getOne: async (_r, params) => {
      const row = (await list(undefined)).find((r) => String(r.id) === String(params.id));
      if (!row) throw new Error('ra.notification.item_doesnt_exist');
      return { data: row } as never;
    },
    create: async (_r, params) =>
      ({ data: await save(params.data as Partial<R>, keyOfMeta(params.meta)) }) as never,
    update: async (_r, params) =>
      ({ data: await save({ ...(params.data as Partial<R>), id: Number(params.id) }) }) as never,
  };
}

export const contentProviders: Record<string, AreaProvider> = {
  content: listAndSave(
    (filter) => contentList((filter as { type?: OpsContentType } | undefined)?.type),
    (data, idempotencyKey) => opsCall(opsContentSave, { body: contentBody(data), idempotencyKey }),
  ),
  'hot-matches': listAndSave(matchList, (data, idempotencyKey) =>
    opsCall(opsHotMatchSave, { body: hotMatchBody(data), idempotencyKey }),
  ),
};

/** Reads a chosen file and uploads it; the server checks the type and size again. */
export async function uploadBanner(file: File): Promise<string> {
  const image = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () =>
      reject(reader.error ?? new Error(i18nProvider.translate('console.content.file_unreadable')));
    reader.readAsDataURL(file);
  });
  return (await opsCall(opsBannerUpload, { body: { image } })).url;
}
