import { E2E_PORT } from '../playwright.config';
import { startServer } from './server';

/** One server on a fresh database for the whole run; specs that need another start their own. */
export default async function globalSetup() {
  const server = await startServer(E2E_PORT);
  return () => server.stop();
}
