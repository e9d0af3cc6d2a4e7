import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owning module per table: only the owner writes it, and reads of another module's table are
 * the known ones below; a module that needs more asks the owner's service. A table's owner is its
 * schema file's module below, or the table's own entry where a schema file holds tables of several
 * modules. Writes are found as drizzle's `.insert(table`, `.update(table` and `.delete(table`, and
 * db/insert-once's `insertOnce(db, table`, in the module's files (tests left out); SQL written by
 * hand is the reviewer's to catch.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** db/schema/<file>.ts -> the module that owns its tables. Every schema file must be here. */
const OWNER_OF_SCHEMA_FILE: Record<string, string> = {
  accounts: 'accounts',
  agents: 'agents',
  'agent-rebates': 'agents',
  'agent-contracts': 'agents',
  'agent-team-totals': 'agents',
  'member-security': 'accounts',
  'identity-sign-in': 'accounts',
  catalogue: 'games',
  'games-activity': 'games',
  content: 'content',
  documents: 'agreement',
  domains: 'domains',
  engagement: 'engagement',
  feedback: 'feedback',
  idempotency: 'idempotency',
  inbox: 'inbox',
  ledger: 'ledger',
  lottery: 'lottery',
  'lottery-orders': 'lottery',
  'member-levels': 'levels',
  merchants: 'merchant',
  money: 'money',
  'payment-gateway': 'money',
  ops: 'ops',
  promotions: 'promotions',
  protection: 'protection',
  reminders: 'reminders',
  wallet: 'wallet',
};

/** Tables whose owner is not their schema file's module. */
const OWNER_OF_TABLE: Record<string, string> = {
  announcementReads: 'content',
  agentCodes: 'agents',
  gameLaunches: 'vendors',
  auditLog: 'audit',
  sessionHandovers: 'accounts',
  referralRewards: 'engagement',
  promotionCategories: 'promotions',
};

/**
 * Writes into another module's table that stand today, each with why; the list only shrinks. A
 * new one fails below, and so does an entry that no longer happens (take it out).
 */
const KNOWN_FOREIGN_WRITES: Record<string, string> = {
  'feedback -> inbox.inboxMessages': "support's reply to feedback lands in the member's inbox",
  'feedback -> inbox.inboxReceipts': 'the same reply, its unread mark',
  'money -> accounts.members': "the withdraw page sets the member's payee name (§2.7)",
  'ops -> accounts.members': "the console sets a member's labels",
  'ops -> games.games': "the console's catalogue editor",
  'ops -> games.vendors': "the console's catalogue editor",
  'ops -> lottery.lotteryGames': "the console's catalogue editor",
  'ops -> content.announcements': "the console's notices",
  'ops -> content.hotMatches': "the console's hot matches",
  'promotions -> content.announcements': "a promotion's notice is published with it",
};

/**
 * Tables a module reads (selects or joins) without owning them, by module and owner, each with
 * why; a read-model module (records, the console's dashboard) joins across owners on purpose, so
 * one query answers a page. The list only shrinks: a module that starts reading a table of another
 * module asks the owner's service, or earns a line here in review.
 */
const KNOWN_FOREIGN_READS: Record<string, { tables: string[]; why: string }> = {
  'agents -> accounts': { tables: ['members'], why: "a contract names its members' accounts" },
  'agents -> ledger': {
    tables: ['ledgerAccounts', 'ledgerEntries', 'ledgerTransactions'],
    why: "a statement shows the ledger transaction that paid it; the console's payouts list",
  },
  'agents -> merchant': {
    tables: ['merchants'],
    why: "the rebate job reads each merchant's rules",
  },
  'engagement -> accounts': { tables: ['members'], why: 'referrals and tasks join the member' },
  'engagement -> games': { tables: ['favouriteGames'], why: 'the novice task "add a favourite"' },
  'engagement -> money': { tables: ['deposits'], why: "a referral's reward waits for a deposit" },
  'engagement -> wallet': { tables: ['bets'], why: 'the novice task "place a bet"' },
  'feedback -> accounts': {
    tables: ['members'],
    why: "the console's feedback list names the member",
  },
  'feedback -> inbox': {
    tables: ['inboxMessages', 'inboxReceipts'],
    why: 'the written reply (KNOWN_FOREIGN_WRITES)',
  },
  'feedback -> merchant': { tables: ['merchants'], why: "the merchant's feedback limits" },
  'inbox -> accounts': { tables: ['members'], why: 'a message to a label reaches its members' },
  'levels -> accounts': { tables: ['members'], why: 'the level job walks the members' },
  'levels -> merchant': { tables: ['merchants'], why: "the merchant's level rules" },
  'levels -> money': { tables: ['deposits'], why: 'a level counts credited deposits' },
  'levels -> wallet': { tables: ['bets'], why: 'a level counts turnover' },
  'lottery -> accounts': { tables: ['members'], why: 'the lottery page signs its member in' },
  'lottery -> merchant': { tables: ['merchants'], why: "the merchant's lottery settings" },
  'media -> feedback': {
    tables: ['feedback'],
    why: "a member's upload quota counts feedback images",
  },
  'media -> money': { tables: ['depositSlips', 'deposits'], why: 'the same quota counts slips' },
  'money -> accounts': {
    tables: ['members'],
    why: 'payee name, payment password and the finance lists (KNOWN_FOREIGN_WRITES)',
  },
  'money -> engagement': { tables: ['referralRewards'], why: 'turnover a withdrawal still owes' },
  'money -> ledger': {
    tables: ['ledgerAccounts', 'ledgerEntries', 'ledgerTransactions'],
    why: "the demo gateway's credit finds what the ledger already holds",
  },
  'money -> levels': { tables: ['memberLevelRewards'], why: 'turnover a withdrawal still owes' },
  'money -> promotions': { tables: ['promotionEntries'], why: 'turnover a withdrawal still owes' },
  'money -> wallet': { tables: ['bets'], why: 'turnover already played towards a withdrawal' },
  'ops -> accounts': {
    tables: ['memberLogins', 'members', 'sessions'],
    why: "the console's member pages and dashboard",
  },
  'ops -> content': { tables: ['announcements', 'hotMatches'], why: "the console's editors" },
  'ops -> games': { tables: ['games', 'vendors'], why: "the console's catalogue editor" },
  'ops -> ledger': { tables: ['ledgerAccounts', 'ledgerEntries'], why: "a member's ledger page" },
  'ops -> lottery': { tables: ['lotteryGames'], why: "the console's catalogue editor" },
  'ops -> money': { tables: ['deposits', 'withdrawals'], why: "the dashboard's money figures" },
  'ops -> wallet': { tables: ['bets', 'wallets'], why: "the dashboard's bets; a member's wallets" },
  'promotions -> accounts': { tables: ['members'], why: "an entry's eligibility reads the member" },
  'promotions -> content': { tables: ['announcements'], why: "a promotion's notice" },
  'promotions -> merchant': { tables: ['merchants'], why: "the merchant's promotion settings" },
  'promotions -> wallet': { tables: ['bets'], why: "a rebate's stakes and losses" },
  'protection -> accounts': { tables: ['members', 'sessions'], why: 'limits and reality checks' },
  'protection -> ledger': {
    tables: ['ledgerAccounts', 'ledgerEntries', 'ledgerTransactions'],
    why: 'loss and deposit limits sum what the ledger moved',
  },
  'protection -> money': {
    tables: ['deposits', 'memberBankCards'],
    why: "deposit limits; a verified member's payee account",
  },
  'records -> ledger': {
    tables: ['ledgerAccounts', 'ledgerEntries', 'ledgerTransactions'],
    why: 'records is a read model: the transaction record (§2.8)',
  },
  'records -> lottery': {
    tables: ['lotteryGames', 'lotteryOrders', 'lotterySubOrders'],
    why: 'the lottery order record',
  },
  'records -> wallet': { tables: ['bets', 'memberDailyBetTotals'], why: 'the bet record' },
  'reminders -> lottery': { tables: ['lotteryGames', 'lotteryResults'], why: 'draw reminders' },
  'reminders -> merchant': { tables: ['merchants'], why: "the merchant's reminder settings" },
  'vendors -> accounts': { tables: ['sessions'], why: "a launch's session" },
  'wallet -> accounts': { tables: ['members'], why: "the vendor's wallet calls" },
  'wallet -> games': { tables: ['games'], why: 'a bet names its game' },
  'wallet -> vendors': { tables: ['gameLaunches'], why: "a vendor's call names its launch" },
};

const isTestFile = (file: string) => /\.test(-support)?\.ts$/.test(file);

function tablesBySchemaFile(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of readdirSync(join(SRC, 'db/schema'))) {
    if (file === 'index.ts' || !file.endsWith('.ts')) continue;
    const text = readFileSync(join(SRC, 'db/schema', file), 'utf8');
    const schemaFile = file.replace(/\.ts$/, '');
    for (const [, table] of text.matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) {
      owner.set(table!, OWNER_OF_TABLE[table!] ?? OWNER_OF_SCHEMA_FILE[schemaFile] ?? '');
    }
  }
  return owner;
}

/** "module -> owner.table" for every table a module imports but does not own, with its files. */
function foreignImports(): Map<string, { files: string[]; writes: boolean }> {
  const owners = tablesBySchemaFile();
  const found = new Map<string, { files: string[]; writes: boolean }>();
  const files = readdirSync(join(SRC, 'modules'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !isTestFile(f),
  );
  for (const file of files) {
    const module = file.split('/')[0]!;
    const text = readFileSync(join(SRC, 'modules', file), 'utf8');
    for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*db\/schema'/g)) {
      for (const name of names!.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
        const owner = owners.get(name);
        if (!owner || owner === module) continue;
        const key = `${module} -> ${owner}.${name}`;
        const entry = found.get(key) ?? { files: [], writes: false };
        entry.files.push(file);
        const write = `(\\.(insert|update|delete)\\(|\\binsertOnce\\(\\s*\\w+,)\\s*${name}\\b`;
        entry.writes ||= new RegExp(write).test(text);
        found.set(key, entry);
      }
    }
  }
  return found;
}

/** "module -> owner.table" for every write a module makes into a table it does not own. */
const foreignWrites = (imports: ReturnType<typeof foreignImports>) =>
  new Map([...imports].filter(([, { writes }]) => writes).map(([key, { files }]) => [key, files]));

describe('table owners', () => {
  it('names the owning module of every schema file', () => {
    const files = readdirSync(join(SRC, 'db/schema'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !(f in OWNER_OF_SCHEMA_FILE))).toEqual([]);
  });

  it('no module writes another module’s table beyond the known list', () => {
    const writes = foreignWrites(foreignImports());
    const unknown = [...writes]
      .filter(([key]) => !(key in KNOWN_FOREIGN_WRITES))
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(unknown, "ask the owner's service instead").toEqual([]);
    const gone = Object.keys(KNOWN_FOREIGN_WRITES).filter((key) => !writes.has(key));
    expect(gone, 'no longer happens: take it out of KNOWN_FOREIGN_WRITES').toEqual([]);
  });
  it('no module reads another module’s table beyond the known list', () => {
    const reads = [...foreignImports().keys()];
    const known = new Set(
      Object.entries(KNOWN_FOREIGN_READS).flatMap(([pair, { tables }]) =>
        tables.map((table) => `${pair}.${table}`),
      ),
    );
    expect(
      reads.filter((key) => !known.has(key)),
      "ask the owner's service instead",
    ).toEqual([]);
    const gone = [...known].filter((key) => !reads.includes(key));
    expect(gone, 'no longer read: take it out of KNOWN_FOREIGN_READS').toEqual([]);
  });
});
