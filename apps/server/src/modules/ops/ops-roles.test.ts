import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  agentContracts,
  agentContractStatements,
  announcements,
  auditLog,
  deposits,
  feedback,
  gatewayHeldNotices,
  memberBankCards,
  promotionCategories,
  promotionEntries,
  referralRewards,
  withdrawals,
} from '../../db/schema';
import {
  AUDIT_CSV_PATH,
  operatorRoles,
  opsOperations,
  type Operation,
  type OperatorRole,
} from '@lotto/contract';
import sharp from 'sharp';
import {
  games,
  lotteryGames,
  operators,
  protectionAgeVerifications,
  vendors,
} from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { randomIp } from '../../../test/helpers/accounts';
import { createOperatorsService } from './operators.service';
import { createOpsSessions } from './ops-sessions';
import { get, movableClock, operatorsWithRoles, post } from './ops.test-support';
import { mayCall } from '../../lib/operator-roles';
import { placeUnder } from '../agents/hierarchy.service';

let financeSeq = 0;
async function pendingDeposit(t: TestApp, memberId: number): Promise<number> {
  const n = financeSeq++;
  const [row] = await t.database.db
    .insert(deposits)
    .values({
      merchantCode: 'DEMO',
      memberId,
      method: 'promptPay',
      requestedAmount: 1_000_000n,
      amount: 1_000_000n + BigInt(n + 1) * 100n,
      reference: `ROLE${n}`,
      idempotencyKey: `role-deposit-${n}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return row!.id;
}
async function pendingWithdrawal(t: TestApp, memberId: number): Promise<number> {
  const n = financeSeq++;
  const [card] = await t.database.db
    .insert(memberBankCards)
    .values({
      memberId,
      bankCode: 'KBANK',
      accountNumber: `10000000${n}`.slice(0, 10),
      holderName: 'X',
    })
    .returning();
  const [row] = await t.database.db
    .insert(withdrawals)
    .values({
      merchantCode: 'DEMO',
      memberId,
      bankCardId: card!.id,
      amount: 1_000_000n,
      idempotencyKey: `role-withdrawal-${n}`,
    })
    .returning();
  return row!.id;
}

/** A credited gateway deposit for a dispute to hold; the member has no cash to hold. */
async function creditedGatewayDeposit(t: TestApp, memberId: number): Promise<number> {
  const n = financeSeq++;
  const [row] = await t.database.db
    .insert(deposits)
    .values({
      merchantCode: 'DEMO',
      memberId,
      method: 'gateway',
      requestedAmount: 1_000_000n,
      amount: 1_000_000n,
      state: 'credited',
      reference: `ROLEGW${n}`,
      idempotencyKey: `role-gateway-${n}`,
      gateway: 'demo',
      gatewayTxId: `DGrole${n}xxxxxx`,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return row!.id;
}

/** A gateway payment held for finance, naming no deposit. */
async function heldPayment(t: TestApp): Promise<number> {
  const n = financeSeq++;
  const [row] = await t.database.db
    .insert(gatewayHeldNotices)
    .values({
      merchantCode: 'DEMO',
      gateway: 'demo',
      txId: `DGheld${n}xxxxxx`,
      reference: `DHELD${n}`,
      amount: 1_000_000n,
      currency: 'THB',
      reason: 'unknown_payment',
    })
    .returning();
  return row!.id;
}

/** An invitation reward held for review: a new friend of the member each time. */
async function heldReferral(t: TestApp, inviterId: number): Promise<number> {
  const db = t.database.db;
  const friend = await memberWithSession(db);
  const [promotion] = await db.select({ id: announcements.id }).from(announcements).limit(1);
  await db.insert(referralRewards).values({
    friendId: friend.member.id,
    inviterId,
    merchantCode: 'DEMO',
    announcementId: promotion!.id,
    depositUnits: 1_000_000n,
    amountUnits: 500_000n,
    status: 'held',
    holdReasons: ['address'],
  });
  return friend.member.id;
}

const promotionBody = {
  title: { th: 'โปร', en: 'Promo' },
  content: { th: '<p>x</p>', en: '<p>x</p>' },
  imageUrl: null,
  linkUrl: null,
  startAt: 0,
  endAt: null,
  categoryIds: [],
  enabled: true,
  rule: {
    kind: 'info',
    review: false,
    rateBp: 0,
    cap: null,
    reward: null,
    turnoverMultiple: 0,
    rebateBasis: null,
    memberTypes: [0],
    firstDepositOnly: false,
    periodDays: null,
  },
};

/** A promotion application waiting for review, one per call. */
async function applyingEntry(t: TestApp, memberId: number) {
  const [a] = await t.database.db
    .insert(announcements)
    .values({
      merchantCode: 'DEMO',
      slug: `roles-${Math.random().toString(36).slice(2)}`,
      type: 'PR',
      title: { en: 'x' },
      startAt: new Date(0),
    })
    .returning({ id: announcements.id });
  const [e] = await t.database.db
    .insert(promotionEntries)
    .values({
      merchantCode: 'DEMO',
      announcementId: a!.id,
      memberId,
      status: 'applying',
      appliedAt: new Date(),
    })
    .returning({ id: promotionEntries.id });
  return e!.id;
}

let levelRank = 0;

/** Issue 34: a member's ID document sent through the member call, waiting for support. */
async function ageVerificationFixture(t: TestApp) {
  const m = await memberWithSession(t.database.db);
  const image = await sharp({
    create: { width: 64, height: 40, channels: 3, background: '#c8b45a' },
  })
    .png()
    .toBuffer();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/wps/member/protection/age',
    headers: { ...m.headers, language: 'en' },
    payload: {
      dateOfBirth: '1990-05-01',
      data: `data:image/png;base64,${image.toString('base64')}`,
    },
    remoteAddress: randomIp(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: protectionAgeVerifications.id })
    .from(protectionAgeVerifications)
    .where(eq(protectionAgeVerifications.memberId, m.member.id));
  return row!.id;
}

/** Issue 32: a platform contract in force with an unpaid statement (the house pays it). */
async function agentContractFixture(t: TestApp) {
  const db = t.database.db;
  const agent = (await memberWithSession(db, { customerType: 1 })).member;
  const [contract] = await db
    .insert(agentContracts)
    .values({
      merchantCode: 'DEMO',
      kind: 'daily_salary',
      memberId: agent.id,
      uplineId: null,
      state: 'accepted',
      tiers: [{ threshold: '0', activePlayers: 0, rateBp: 100 }],
    })
    .returning();
  const [statement] = await db
    .insert(agentContractStatements)
    .values({
      merchantCode: 'DEMO',
      contractId: contract!.id,
      memberId: agent.id,
      payerId: null,
      periodKey: '2026-11-02',
      periodStart: new Date('2026-11-01T17:00:00Z'),
      periodEnd: new Date('2026-11-02T17:00:00Z'),
      turnover: 10_000_000n,
      win: 0n,
      activePlayers: 1,
      rateBp: 100,
      amount: 100_000n,
      state: 'unpaid',
    })
    .returning();
  return { contractId: contract!.id, statementId: statement!.id };
}

/** Issue 32: a player under a new top-level agent, and another top-level agent to move it to. */
async function movableDownline(t: TestApp) {
  const db = t.database.db;
  const from = (await memberWithSession(db, { customerType: 41 })).member;
  const to = (await memberWithSession(db, { customerType: 41 })).member;
  const player = (await memberWithSession(db)).member;
  await placeUnder(db, 'DEMO', player.id, from.id, 'username');
  return { username: player.username, upline: to.username };
}

/** A valid input for each operator call, so a refusal can only come from the role. */
async function requestOf(t: TestApp, owner: string, op: Operation, memberId: number) {
  const db = t.database.db;
  const firstId = async (ids: Promise<{ id: number }[]>) => (await ids)[0]!.id;
  const settings = async () =>
    (await get(t, '/ops/merchant/settings', owner)).json<{
      value: { version: number; config: unknown };
    }>().value;
  const bodies: Record<string, unknown> = {
    opsSignOut: {},
    opsInviteOperator: {
      username: `inv_${Math.random().toString(36).slice(2, 8)}`,
      role: 'read_only',
    },
    opsMemberLock: { memberId, locked: false },
    opsMemberEndSessions: { memberId },
    opsMemberAddNote: { memberId, body: 'called about a deposit' },
    opsMemberSetLabels: { memberId, labels: ['vip'] },
    opsMemberSetPayeeName: { memberId, payeeName: 'Somchai Jaidee' },
    opsSetAllowedAddresses: { addresses: [] },
    opsContentSave: {
      type: 'PL',
      groupName: 'm_home',
      titleTh: 'ประกาศ',
      titleEn: 'Notice',
      startAt: new Date().toISOString(),
    },
    opsHotMatchSave: {
      vendorCode: 'SBO',
      nodeId: 9100,
      matchTime: new Date().toISOString(),
      homeTeam: 'A',
      awayTeam: 'B',
      league: 'C',
    },
    ...(op.operationId === 'opsBannerUpload' && {
      opsBannerUpload: {
        image: `data:image/png;base64,${(
          await sharp({ create: { width: 10, height: 4, channels: 3, background: '#fff' } })
            .png()
            .toBuffer()
        ).toString('base64')}`,
      },
    }),
    ...(op.operationId === 'opsCatalogueVendorUpdate' && {
      opsCatalogueVendorUpdate: { id: await firstId(db.select({ id: vendors.id }).from(vendors)) },
    }),
    ...(op.operationId === 'opsCatalogueGameUpdate' && {
      opsCatalogueGameUpdate: {
        nodeId: await firstId(db.select({ id: games.nodeId }).from(games)),
      },
    }),
    ...(op.operationId === 'opsUpdateOperator' && {
      opsUpdateOperator: {
        id: await firstId(
          db.select({ id: operators.id }).from(operators).where(eq(operators.role, 'read_only')),
        ),
        role: 'read_only',
      },
    }),
    ...(op.operationId === 'opsCatalogueLotteryUpdate' && {
      opsCatalogueLotteryUpdate: {
        id: await firstId(db.select({ id: lotteryGames.id }).from(lotteryGames)),
      },
    }),
    // Engagement.
    opsSaveMallItem: {
      code: `item-${Math.random().toString(36).slice(2, 8)}`,
      nameEn: 'Item',
      nameTh: 'ของ',
      descriptionEn: '',
      descriptionTh: '',
      imageUrl: null,
      price: 10,
      stock: 1,
      active: true,
    },
    opsSaveNoviceTask: { task: 'first_bet', enabled: true, points: 50 },
    // Issue 32: a quota of a new top-level agent.
    ...(op.operationId === 'opsSetAgentQuota' && {
      opsSetAgentQuota: {
        username: (await memberWithSession(db, { customerType: 41 })).member.username,
        category: 'RNG',
        rate: '1.5',
        quota: 3,
      },
    }),
    ...(op.operationId === 'opsSetAgentRates' && {
      opsSetAgentRates: {
        username: (await memberWithSession(db, { customerType: 41 })).member.username,
        rates: { RNG: '1.5' },
      },
    }),
    ...(op.operationId === 'opsMoveDownline' && { opsMoveDownline: await movableDownline(t) }),
    // Issue 32: a platform contract for a new top-level agent.
    ...(op.operationId === 'opsOfferAgentContract' && {
      opsOfferAgentContract: {
        username: (await memberWithSession(db, { customerType: 41 })).member.username,
        kind: 'daily_salary',
        tiers: [{ threshold: '100', activePlayers: 1, rate: '1' }],
      },
    }),
    ...(op.operationId === 'opsEndAgentContract' && {
      opsEndAgentContract: { id: (await agentContractFixture(t)).contractId },
    }),
    ...(op.operationId === 'opsPayAgentStatement' && {
      opsPayAgentStatement: { id: (await agentContractFixture(t)).statementId },
    }),
    opsAdjustPoints: {
      memberId,
      amount: 5,
      note: 'goodwill',
      requestId: `roles-${Math.random().toString(36).slice(2, 10)}`,
    },
    ...(op.operationId === 'opsUpdateMerchantSettings' && {
      opsUpdateMerchantSettings: await settings().then(({ version, config }) => ({
        version,
        config,
      })),
    }),
    // A fresh pending deposit and withdrawal for each finance decision.
    ...(op.operationId === 'opsDepositDecide' && {
      opsDepositDecide: { id: await pendingDeposit(t, memberId), action: 'reject' },
    }),
    ...(op.operationId === 'opsWithdrawalDecide' && {
      opsWithdrawalDecide: { id: await pendingWithdrawal(t, memberId), action: 'approve' },
    }),
    ...(op.operationId === 'opsResolveHeldNotice' && {
      opsResolveHeldNotice: { id: await heldPayment(t), action: 'refunded' },
    }),
    ...(op.operationId === 'opsDepositDispute' && {
      opsDepositDispute: {
        id: await creditedGatewayDeposit(t, memberId),
        action: 'hold',
        note: 'roles',
      },
    }),
    ...(op.operationId === 'opsReferralDecide' && {
      opsReferralDecide: { friendId: await heldReferral(t, memberId), action: 'reject' },
    }),
    opsSavePromotion: promotionBody,
    // Categories (a fresh code, an unused category to delete) and the user agreement.
    opsSavePromotionCategory: {
      code: `cat-${Math.random().toString(36).slice(2, 8)}`,
      name: { th: 'หมวด', en: 'Category' },
      sortOrder: 1,
    },
    ...(op.operationId === 'opsDeletePromotionCategory' && {
      opsDeletePromotionCategory: {
        id: await firstId(
          db
            .insert(promotionCategories)
            .values({
              merchantCode: 'DEMO',
              code: `del-${Math.random().toString(36).slice(2, 8)}`,
              name: { en: 'x' },
            })
            .returning({ id: promotionCategories.id }),
        ),
      },
    }),
    opsSaveUserAgreement: { content: { th: '<p>ข้อตกลง</p>', en: '<p>Terms</p>' } },
    opsSendMessage: { audience: 'member', memberId, title: 'Hello', content: '<p>hi</p>' },
    // A level of its own rank each time; a feedback of the member to answer.
    opsSaveMemberLevel: {
      code: `level-${Math.random().toString(36).slice(2, 8)}`,
      nameEn: 'Level',
      nameTh: 'ระดับ',
      rank: op.operationId === 'opsSaveMemberLevel' ? 10 + levelRank++ : 0,
      thresholdKind: 'deposits',
      threshold: '100',
      periodDays: 30,
      rebateBasisPoints: 0,
      withdrawDailyMax: null,
      withdrawDailyCount: null,
      birthdayReward: '0',
      levelUpReward: '0',
      rewardKind: 'bonus',
      active: false,
    },
    ...(op.operationId === 'opsAnswerFeedback' && {
      opsAnswerFeedback: {
        id: await firstId(
          db
            .insert(feedback)
            .values({ merchantCode: 'DEMO', memberId, type: 'other', content: 'a b c d e' })
            .returning({ id: feedback.id }),
        ),
        answer: 'Thanks',
      },
    }),
    ...(op.operationId === 'opsReviewPromotionEntry' && {
      opsReviewPromotionEntry: { entryId: await applyingEntry(t, memberId), approve: true },
    }),
    ...(op.operationId === 'opsSetMaintenance' && {
      opsSetMaintenance: { version: (await settings()).version, maintenance: false },
    }),
    ...(op.operationId === 'opsAgeDecide' && {
      opsAgeDecide: {
        id: await ageVerificationFixture(t),
        action: 'approve',
        documentDateOfBirth: '1990-05-01',
      },
    }),
    ...(op.operationId === 'opsSetDomainBlocked' && {
      opsSetDomainBlocked: {
        version: (await settings()).version,
        domain: 'm.demo.example.com',
        blocked: false,
      },
    }),
  };
  const queries: Record<string, string> = {
    opsMemberSearch: '?username=g',
    opsMemberDetail: `?id=${memberId}`,
    opsMemberProtection: `?id=${memberId}`,
    opsPromotionEntries: '?announcementId=1',
    opsMemberPoints: `?memberId=${memberId}`,
    opsDepositSlips: '?id=1',
    opsGatewayReconciliation: '?day=2026-11-28',
    ...(op.operationId === 'opsAgeDocument' && {
      opsAgeDocument: `?id=${await ageVerificationFixture(t)}`,
    }),
    ...(op.operationId === 'opsAgentContract' && {
      opsAgentContract: `?id=${(await agentContractFixture(t)).contractId}`,
    }),
    ...(op.operationId === 'opsAgentStatementDetail' && {
      opsAgentStatementDetail: `?id=${(await agentContractFixture(t)).statementId}`,
    }),
    ...(op.operationId === 'opsAgentRatesOf' && {
      opsAgentRatesOf: `?username=${(await memberWithSession(db, { customerType: 41 })).member.username}`,
    }),
    ...(op.operationId === 'opsAgentCommissionStatement' && {
      opsAgentCommissionStatement: `?username=${
        (await memberWithSession(db, { customerType: 41 })).member.username
      }&range=30d`,
    }),
  };
  return { body: bodies[op.operationId] ?? {}, query: queries[op.operationId] ?? '' };
}

describe('operator roles on every /ops call', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  let memberId: number;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', gameCount: 20 });
    const operators = createOperatorsService(
      t.database.db,
      clock.clock,
      createOpsSessions(t.database.db, clock.clock),
    );
    ({ tokens } = await operatorsWithRoles(
      t,
      clock,
      (u) => operators.createOwner('DEMO', u),
      operatorRoles,
    ));
    memberId = (await memberWithSession(t.database.db)).member.id;
  });
  afterAll(() => t.close());

  const operatorCalls = opsOperations.filter(
    (op) => op.auth === 'operator' && op.operationId !== 'opsSignOut',
  );
  const cases = operatorCalls.flatMap((op) => operatorRoles.map((role) => ({ op, role })));

  it.each(cases)('$op.operationId as $role', async ({ op, role }) => {
    const { body, query } = await requestOf(t, tokens.get('owner')!, op, memberId);
    const token = tokens.get(role)!;
    const res =
      op.method === 'GET'
        ? await get(t, `${op.path}${query}`, token)
        : await t.app.inject({
            method: op.method,
            url: op.path,
            payload: body,
            headers: { authorization: token },
          });
    if (mayCall(op, role)) {
      expect(res.statusCode, res.body).toBe(200);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('records every refused call in the audit log', async () => {
    const support = tokens.get('support')!;
    expect((await get(t, '/ops/operators', support)).statusCode).toBe(403);
    const log = await get(t, '/ops/audit?action=opsOperators', tokens.get('owner'));
    const refused = log
      .json()
      .value.list.find(
        (e: { operator: string; outcome: string }) =>
          e.operator === 'op_support' && e.outcome === 'refused',
      );
    expect(refused).toMatchObject({
      action: 'opsOperators',
      after: { reason: 'role', role: 'support' },
    });
  });

  it('every operator call declares its roles, and read-only writes nothing', () => {
    for (const op of operatorCalls) expect(op.roles, op.operationId).toBeDefined();
    const readOnlyWrites = operatorCalls.filter(
      (op) => op.method !== 'GET' && mayCall(op, 'read_only'),
    );
    expect(readOnlyWrites.map((op) => op.operationId)).toEqual([]);
  });

  it('answers 401 without a session, before any role check', async () => {
    for (const op of operatorCalls) {
      const res = await t.app.inject({
        method: op.method,
        url: op.path,
        payload: op.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, op.operationId).toBe(401);
    }
  });

  it('lists the audit log with filters and exports it as CSV', async () => {
    const owner = tokens.get('owner')!;
    await post(t, '/ops/members/notes', { memberId, body: '=HYPERLINK("x")' }, owner);
    const notes = await get(
      t,
      `/ops/audit?action=member.addNote&targetType=member&targetId=${memberId}`,
      owner,
    );
    expect(notes.statusCode).toBe(200);
    const v = notes.json().value;
    expect(v.total).toBeGreaterThan(0);
    expect(v.list.every((e: { action: string }) => e.action === 'member.addNote')).toBe(true);
    expect(v.list[0]).toMatchObject({ operator: 'owner1', targetType: 'member', outcome: 'done' });
    expect(typeof v.list[0].ip).toBe('string');
    const future = await get(
      t,
      `/ops/audit?from=${encodeURIComponent(new Date(clock.now().getTime() + 3_600_000).toISOString())}`,
      owner,
    );
    expect(future.json().value.total).toBe(0);
    const bad = await get(t, '/ops/audit?from=yesterday', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('from');

    const csv = await get(t, `${AUDIT_CSV_PATH}?action=member.addNote`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,operator,ip,action,targetType,targetId,outcome,before,after');
    expect(lines.length).toBe(v.total + 1);
    // A formula in a cell is neutralised for spreadsheets.
    expect(csv.body).toContain(`"{""body"":""=HYPERLINK(\\""x\\"")""}"`);
    expect((await get(t, AUDIT_CSV_PATH, tokens.get('support'))).statusCode).toBe(403);
  });

  it('keeps the audit log append-only in the database', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await db.select({ n: count() }).from(auditLog);
    expect(row!.n).toBeGreaterThan(0);
  });

  it('lists the ops calls in /openapi.json under their tag with the operator scheme', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json();
    const me = doc.paths['/ops/me'].get;
    expect(me.tags).toEqual(['ops']);
    expect(me.security).toEqual([{ operator: [] }]);
    expect(doc.paths['/ops/sign-in'].post.operationId).toBe('opsSignIn');
  });
});
