import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_ASSETS_FILE, pagePathsOfBuild } from './first-view';

const page = (name: string) => ({ page: name, js: [`/m/assets/${name}.js`], css: [] });

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-paths-'));
  dirs.push(dir);
  return dir;
};
const writeAssets = (dir: string, paths: string[]) =>
  writeFile(
    join(dir, ROUTE_ASSETS_FILE),
    JSON.stringify(Object.fromEntries(paths.map((p) => [p, page(p)]))),
  );

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('the page paths a settings save checks route aliases against', () => {
  it('reads the build once: later calls answer from memory, not the disk', async () => {
    const dist = await tempDir();
    await writeAssets(dist, ['/m/home', '/m/Login']);
    const pagePaths = pagePathsOfBuild(dist);
    const first = await pagePaths();
    expect([...(first ?? [])]).toEqual(['/m/home', '/m/login']);
    // Another build's table, then none at all: a second read would see either.
    await writeAssets(dist, ['/m/other']);
    expect(await pagePaths()).toBe(first);
    await rm(join(dist, ROUTE_ASSETS_FILE));
    expect(await pagePaths()).toBe(first);
  });

  it('answers null without a build, and keeps answering it', async () => {
    expect(await pagePathsOfBuild(undefined)()).toBeNull();
    const empty = await tempDir();
    const pagePaths = pagePathsOfBuild(empty);
    expect(await pagePaths()).toBeNull();
    await writeAssets(empty, ['/m/home']);
    expect(await pagePaths()).toBeNull();
  });

  it('calls made together share the one read', async () => {
    const dist = await tempDir();
    await writeAssets(dist, ['/m/home']);
    const pagePaths = pagePathsOfBuild(dist);
    const [a, b] = await Promise.all([pagePaths(), pagePaths()]);
    expect(a).toBe(b);
    expect(a?.has('/m/home')).toBe(true);
  });
});
