import {
  opsAuditLog,
  opsDeposits,
  opsWithdrawals,
  opsReferralReviews,
  opsInviteOperator,
  opsMemberAddNote,
  opsMemberSetLabels,
  opsMemberSetPayeeName,
  opsMemberDetail,
  opsMemberEndSessions,
  opsMemberLock,
  opsMemberSearch,
  MEMBER_SEARCH_MAX,
  opsOperators,
  type AuditEntry,
  type MemberDetail,
  type OperatorRole,
} from '@lotto/contract';
import type { DataProvider, GetListParams } from 'react-admin';
import { areaProviders } from './area-providers';
import { opsCall } from './ops-client';
import { keyOfMeta } from './write-intent';

const unsupported = (what: string) => () =>
  Promise.reject(new Error(`The console does not ${what} here`));

/** Filters as the contract's query: empty inputs left out, dates as ISO instants. */
function filterQuery(filter: Record<string, unknown>, dates: readonly string[] = []) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === '' || value === undefined || value === null) continue;
    query[key] = dates.includes(key) ? new Date(value as string).toISOString() : value;
  }
  return query;
}

async function getList(resource: string, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  if (resource === 'members') {
    const { list, total } = await opsCall(opsMemberSearch, {
      query: { ...filterQuery(filter), page, pageSize: Math.min(perPage, MEMBER_SEARCH_MAX) },
    });
    return { data: list, total };
  }
  if (resource === 'audit') {
    const { list, total } = await opsCall(opsAuditLog, {
      query: { ...filterQuery(filter, ['from', 'to']), page, pageSize: Math.min(perPage, 200) },
    });
    return { data: list satisfies AuditEntry[], total };
  }
  // Finance's deposits and withdrawals, open ones first (state: open | all).
  if (resource === 'deposits' || resource === 'withdrawals') {
    const op = resource === 'deposits' ? opsDeposits : opsWithdrawals;
    const list = await opsCall(op, { query: { state: filter.state === 'all' ? 'all' : 'open' } });
    return { data: list, total: list.length };
  }
  // Invitation rewards held for review, by friend (one reward per friend).
  if (resource === 'referral-rewards') {
    const list = await opsCall(opsReferralReviews);
    return { data: list.map((r) => ({ id: r.friendId, ...r })), total: list.length };
  }
  if (resource === 'operators') {
    const { list } = await opsCall(opsOperators);
    return { data: list, total: list.length };
  }
  throw new Error(`Unknown resource ${resource}`);
}

export type MemberPage = MemberDetail & { id: number };

export const dataProvider = {
  getList: (resource, params) =>
    (areaProviders[resource]?.getList?.(resource, params) ?? getList(resource, params)) as never,
  async getOne(resource, params) {
    const area = areaProviders[resource]?.getOne;
    if (area) return area(resource, params);
    if (resource !== 'members') throw new Error(`No page for ${resource}`);
    const detail = await opsCall(opsMemberDetail, { query: { id: params.id } });
    return { data: { id: detail.member.id, ...detail } } as never;
  },
  async create(resource, params) {
    const area = areaProviders[resource]?.create;
    if (area) return area(resource, params) as never;
    if (resource !== 'operators') throw new Error(`Cannot create ${resource}`);
    const data = params.data as { username: string; role: OperatorRole };
    const link = await opsCall(opsInviteOperator, {
      body: data,
      idempotencyKey: keyOfMeta(params.meta),
    });
    return { data: { ...link.operator, token: link.token, expiresAt: link.expiresAt } } as never;
  },
  getMany: unsupported('read records by ids'),
  getManyReference: unsupported('read related records'),
  update: (resource, params) =>
    (areaProviders[resource]?.update?.(resource, params) ?? unsupported('edit records')()) as never,
  updateMany: unsupported('edit records'),
  delete: unsupported('delete records'),
  deleteMany: unsupported('delete records'),

  lockMember: (memberId: number, locked: boolean) =>
    opsCall(opsMemberLock, { body: { memberId, locked } }),
  endMemberSessions: (memberId: number, sessionId?: number) =>
    opsCall(opsMemberEndSessions, { body: { memberId, sessionId } }),
  addMemberNote: (memberId: number, body: string, idempotencyKey: string) =>
    opsCall(opsMemberAddNote, { body: { memberId, body }, idempotencyKey }),
  setMemberLabels: (memberId: number, labels: string[]) =>
    opsCall(opsMemberSetLabels, { body: { memberId, labels } }),
  setMemberPayeeName: (memberId: number, payeeName: string) =>
    opsCall(opsMemberSetPayeeName, { body: { memberId, payeeName } }),
} satisfies DataProvider & Record<string, unknown>;

export type ConsoleDataProvider = typeof dataProvider;
