/**
 * Issue 35: the container image and the compose file cannot be built here (base images are not
 * pulled on these machines), so this checks what it can: that the files name every part, that the
 * image starts the server as `npm start` does, that the production environment they give passes
 * the server's own checks, and that the production dependency set holds every package the
 * server imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readEnv } from '../../src/env';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in one stage and runs from a second on a supported Node LTS', () => {
    expect(stages).toHaveLength(2);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)-bookworm-slim$/m);
    expect(runtime).toContain('npm ci --omit=dev');
  });

  it('runs as a non-root user, ready-checked on /readyz', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
  });

  it('starts the compiled server that npm start runs', () => {
    const start = read('scripts/start.mjs');
    const entry = /'(apps\/server\/dist\/server\.js)'/.exec(start)?.[1];
    expect(entry).toBe('apps/server/dist/server.js');
    expect(runtime).toContain(`CMD ["node", "--enable-source-maps", "${entry}"]`);
  });

  it('copies what the server reads at run time: migrations, merchants, the app and the console', () => {
    for (const path of [
      'apps/server/dist',
      'apps/server/drizzle',
      'apps/server/merchants',
      'apps/web/dist',
      'apps/console/dist',
    ]) {
      expect(runtime, path).toContain(`COPY --from=build /src/${path} ${path}`);
    }
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string | number>; image?: string }>;
  };

  it('has two app instances, PostgreSQL, Redis and a TLS proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'postgres',
      'proxy',
      'redis',
    ]);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    expect(compose.services.proxy?.image).toMatch(/^caddy:/);
  });

  it('gives the instances an environment the server accepts in production', () => {
    for (const name of ['app1', 'app2']) {
      const given = compose.services[name]?.environment ?? {};
      // Each ${VAR:?…} or ${VAR:-default} as an operator's value would fill it.
      const env = Object.fromEntries(
        Object.entries(given).map(([k, v]) => [
          k,
          String(v).replace(/\$\{([A-Z_]+)(:[?-]([^}]*))?\}/g, (_m, _var, op: string, rest) =>
            op?.startsWith(':-') ? String(rest) : 'x'.repeat(40),
          ),
        ]),
      );
      const parsed = readEnv(env);
      expect(parsed.NODE_ENV).toBe('production');
      expect(parsed.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(parsed.REDIS_URL).toBe('redis://redis:6379');
      expect(parsed.METRICS_TOKEN).toBeDefined();
    }
  });

  it('the proxy balances the two instances by their readiness', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:8080 app2:8080/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });
});

describe('the production dependency set', () => {
  const manifest = (path: string) =>
    JSON.parse(read(path)) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const server = manifest('apps/server/package.json');
  const contract = manifest('packages/contract/package.json');
  const installed = new Set([
    ...Object.keys(server.dependencies ?? {}),
    ...Object.keys(contract.dependencies ?? {}),
    '@lotto/contract',
  ]);

  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return sources(path);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });

  const packageOf = (specifier: string) =>
    specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : (specifier.split('/')[0] ?? specifier);

  it('holds every package the server and the contract import', () => {
    const missing = new Set<string>();
    for (const file of [...sources('apps/server/src'), ...sources('packages/contract/src')]) {
      const text = read(file);
      for (const [, specifier] of text.matchAll(/^(?:import|export)[^'"]*from '([^'.][^']*)'/gm)) {
        const name = packageOf(specifier!);
        if (name.startsWith('node:') || builtinModules.includes(name)) continue;
        if (!installed.has(name)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
