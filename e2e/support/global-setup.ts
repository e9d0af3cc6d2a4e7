import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { DATA_TEMPLATE_ENV, makeDataTemplate, startServer } from './server';

/**
 * The run's database template first (every server of the run starts on a copy of it; workers
 * inherit the variable that names it), then one server for the whole run; specs that need another
 * start their own.
 */
export default async function globalSetup() {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  process.env[DATA_TEMPLATE_ENV] = await makeDataTemplate(E2E_PORT, join(folder, 'pglite'));
  const server = await startServer(E2E_PORT);
  return async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
