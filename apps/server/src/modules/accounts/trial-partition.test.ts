import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MOVE_TRIAL_REFUSAL, type TeamOverviewValue } from '@lotto/contract';
import { games, members } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, registerMember, solveAltcha } from '../../../test/helpers/accounts';
import { merchantToday } from '../ops/ops-dashboard.service';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';

interface DashboardDay {
  day: string;
  registrations: number;
  logins: number;
}

/**
 * §6 "created by a trial account call, with its own merchant": a trial account made by free play
 * is in none of the real members' lists and counts (console, dashboard, agent tree and team,
 * referrals), cannot be placed in either, and still plays.
 */
describe('trial accounts live apart from real members', () => {
  let t: TestApp;
  const clock = movableClock();
  let ops: { owner: string; readOnly: string; support: string };
  let trial: { token: string; userName: string };
  let agent: { token: string; username: string; id: number };
  let player: string;
  let before: DashboardDay;

  const idOf = async (username: string) =>
    (await t.database.db.select().from(members).where(eq(members.username, username)))[0]!.id;
  const today = () => merchantToday(clock.clock(), t.merchant.timeZone);
  const dashboardToday = async (): Promise<DashboardDay> => {
    const res = await get(t, '/ops/dashboard', ops.readOnly);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json<{ value: { days: DashboardDay[] } }>().value.days;
    return days.find((d) => d.day === today())!;
  };
  const freePlay = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solveAltcha(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: { token: string; userName: string } }>().value;
  };

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'read_only', 'support']);
    ops = {
      owner: tokens.get('owner')!,
      readOnly: tokens.get('read_only')!,
      support: tokens.get('support')!,
    };
    const a = await registerMember(t.app);
    const agentId = await idOf(a.username);
    await t.database.db.update(members).set({ customerType: 41 }).where(eq(members.id, agentId));
    agent = { token: a.token, username: a.username, id: agentId };
    before = await dashboardToday();
    const invitation = await t.app.inject({
      url: '/wps/agent/invitation',
      headers: auth(agent.token),
    });
    player = (await registerMember(t.app, { affiliateCode: invitation.json().value.code }))
      .username;
    trial = await freePlay();
  });
  afterAll(() => t.close());

  it('the console lists and searches real members only, unless it asks for trial accounts', async () => {
    const names = async (query: string) => {
      const res = await get(t, `/ops/members?pageSize=100&${query}`, ops.readOnly);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ value: { list: { username: string }[] } }>()
        .value.list.map((m) => m.username);
    };
    expect(await names('')).toEqual(expect.arrayContaining([player, agent.username]));
    expect(await names('')).not.toContain(trial.userName);
    expect(await names(`username=${trial.userName}`)).toEqual([]);
    expect(await names(`id=${await idOf(trial.userName)}`)).toEqual([]);
    expect(await names('accounts=trial')).toEqual([trial.userName]);
    expect(await names(`accounts=trial&username=${player}`)).toEqual([]);
  });

  it("the dashboard counts the real registration, not the trial's registration or log-in", async () => {
    const after = await dashboardToday();
    expect(after.registrations).toBe(before.registrations + 1);
    expect(after.logins).toBe(before.logins);
    await freePlay();
    expect(await dashboardToday()).toEqual(after);
  });

  it("the agent's team overview, team list and the console's tree leave it out", async () => {
    const overview = await t.app.inject({
      url: `/wps/agent/team/overview?from=${today()}&to=${today()}`,
      headers: auth(agent.token),
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json<{ value: TeamOverviewValue }>().value).toMatchObject({
      teamSize: 1,
      directCount: 1,
      registrations: 1,
    });
    const team = await t.app.inject({ url: '/wps/agent/team/members', headers: auth(agent.token) });
    expect(team.json().value.list.map((m: { username: string }) => m.username)).toEqual([player]);
    const tree = await get(t, '/ops/agents/tree?pageSize=100', ops.readOnly);
    expect(tree.statusCode, tree.body).toBe(200);
    expect(JSON.stringify(tree.json().value)).not.toContain(trial.userName);
  });

  it("a message to all members reaches the real ones, not the trial's inbox", async () => {
    const unread = async (token: string) =>
      (await t.app.inject({ url: '/wps/member/info', headers: auth(token) })).json().value
        .unreadCount as number;
    const sent = await post(
      t,
      '/ops/messages',
      { audience: 'all', title: 'News', content: '<p>n</p>' },
      ops.support,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await unread(agent.token)).toBe(1);
    expect(await unread(trial.token)).toBe(0);
  });

  it('an operator cannot move it into a team, nor make it an upline', async () => {
    const move = (username: string, upline: string) =>
      post(t, '/ops/agents/move', { username, upline }, ops.owner);
    const joined = await move(trial.userName, agent.username);
    expect(joined.statusCode, joined.body).toBe(400);
    expect(joined.json().value.fields).toHaveProperty('username');
    // The console words it in the operator's language by this reason.
    const trialReason = { code: 'invalid', params: { reason: MOVE_TRIAL_REFUSAL } };
    expect(joined.json().value.fieldCodes).toEqual({ username: trialReason });
    const under = await move(player, trial.userName);
    expect(under.statusCode, under.body).toBe(400);
    expect(under.json().value.fields).toHaveProperty('upline');
    expect(under.json().value.fieldCodes).toEqual({ upline: trialReason });
  });

  it('the database refuses it a tree row, an affiliate code and a recommender (0051)', async () => {
    const db = t.database.db;
    const trialId = await idOf(trial.userName);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(
      await refusal(
        db.execute(sql`insert into agent_tree (merchant_code, ancestor_id, descendant_id, depth)
                       values (${t.merchant.code}, ${agent.id}, ${trialId}, 1)`),
      ),
    ).toMatch(/trial account cannot be in an agent tree/);
    for (const set of [{ affiliateCode: 'AGENT001' }, { recommenderId: 'FRIEND01' }])
      expect(await refusal(db.update(members).set(set).where(eq(members.id, trialId)))).toMatch(
        /members_trial_apart/,
      );
  });

  it('still plays: a game launch and the lottery lobby open with play money', async () => {
    await seedDemoCatalogue(t.database.db, { merchantCode: t.merchant.code, now: clock.clock() });
    const [game] = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, t.merchant.code), eq(games.gameType, 'RNG')))
      .orderBy(asc(games.nodeId))
      .limit(1);
    const launch = await t.app.inject({
      url: `/wps/game/launchGame?category=RNG&vendor=${game!.vendorCode}&gameId=${game!.gameId}&nodeId=${game!.nodeId}&platform=MOBILE`,
      headers: { ...auth(trial.token), language: 'en' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const page = await t.app.inject({ url: launch.json().value.gameUrl });
    expect(page.body).toContain('play money');
    const lobby = await t.app.inject({
      url: '/wps/game/lottery/launch?lottoView=lobby',
      headers: auth(trial.token),
    });
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(lobby.json().value.gameUrl).toMatch(/^\/m\/startLottery\?/);
  });
});
