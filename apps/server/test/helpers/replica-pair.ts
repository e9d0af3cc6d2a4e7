/**
 * A PostgreSQL primary and a streaming replica of it (`pg_basebackup -R`), each in a temporary
 * folder on a free port, for the read-replica test: the machine's own server may not allow
 * replication connections. Root runs them as the `postgres` user, since PostgreSQL refuses root.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): void;
}

const isRoot = process.getuid?.() === 0;

function postgresBin(): string | null {
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const version = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin/pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(debian, version, 'bin') : null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Null when this machine has no PostgreSQL binaries (the caller skips or, under CI, fails). */
export async function startReplicaPair(): Promise<ReplicaPair | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'replica-pair-'));
  if (isRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    const done = spawnSync(file, argv, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${cmd}: ${done.stderr || done.stdout}`);
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const started: string[] = [];
  const stop = () => {
    for (const data of started.reverse()) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primary = join(dir, 'primary');
    const replica = join(dir, 'replica');
    // initdb's own pg_hba.conf with -A trust lets local replication connections in.
    run('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    run('pg_ctl', [
      '-D',
      primary,
      '-l',
      join(dir, 'primary.log'),
      '-w',
      '-o',
      options(primaryPort),
      'start',
    ]);
    started.push(primary);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
    ]);
    run('pg_ctl', [
      '-D',
      replica,
      '-l',
      join(dir, 'replica.log'),
      '-w',
      '-o',
      options(replicaPort),
      'start',
    ]);
    started.push(replica);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}
