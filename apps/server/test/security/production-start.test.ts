/**
 * A production server never runs a money simulator. Started for real (the compiled server as
 * `npm start` runs it, NODE_ENV=production, an embedded database of its own) on the demo
 * merchant, whose demo gateway is on, it refuses to start and names the setting.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const secret = () => randomBytes(24).toString('hex');

describe('a production start', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('refuses the demo merchant, whose demo gateway credits deposits nobody paid', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'production-start-'));
    dirs.push(dir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: join(dir, 'pglite'),
      UPLOADS_DIR: join(dir, 'uploads'),
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ALTCHA_HMAC_KEY: secret(),
      WALLET_API_HMAC_KEY: secret(),
      MEMBER_TOTP_SECRET: secret(),
      CHAT_HMAC_KEY: secret(),
    };
    const child = spawn(process.execPath, [inject('compiledServer')], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output).toContain('money.gateway.enabled');
    expect(output).toContain('demo gateway');
    expect(output).not.toContain('serving');
    expect(code).toBe(1);
  }, 120_000);
});
