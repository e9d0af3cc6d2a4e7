import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owning module per table (issue 29): only the owner writes it; another module that needs a
 * change asks the owner's service. A table's owner is its schema file's module below, or the
 * table's own entry where a schema file holds tables of several modules. Writes are found as
 * drizzle's `.insert(table`, `.update(table` and `.delete(table`, and db/insert-once's
 * `insertOnce(db, table`, in the module's files (tests left out); SQL written by hand is the
 * reviewer's to catch.
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

/** "module -> owner.table" for every write a module makes into a table it does not own. */
function foreignWrites(): Map<string, string[]> {
  const owners = tablesBySchemaFile();
  const found = new Map<string, string[]>();
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
        const write = `(\\.(insert|update|delete)\\(|\\binsertOnce\\(\\s*\\w+,)\\s*${name}\\b`;
        if (!new RegExp(write).test(text)) continue;
        const key = `${module} -> ${owner}.${name}`;
        found.set(key, [...(found.get(key) ?? []), file]);
      }
    }
  }
  return found;
}

describe('table owners', () => {
  it('names the owning module of every schema file', () => {
    const files = readdirSync(join(SRC, 'db/schema'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !(f in OWNER_OF_SCHEMA_FILE))).toEqual([]);
  });

  it('no module writes another module’s table beyond the known list', () => {
    const writes = foreignWrites();
    const unknown = [...writes]
      .filter(([key]) => !(key in KNOWN_FOREIGN_WRITES))
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(unknown, "ask the owner's service instead").toEqual([]);
    const gone = Object.keys(KNOWN_FOREIGN_WRITES).filter((key) => !writes.has(key));
    expect(gone, 'no longer happens: take it out of KNOWN_FOREIGN_WRITES').toEqual([]);
  });
});
