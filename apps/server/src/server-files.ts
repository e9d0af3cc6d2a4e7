/**
 * apps/server/. This file sits one folder below it, and so does dist/server.js, the bundle it is
 * built into (build.mjs): a path from here is right both under tsx and in the compiled server,
 * where every module shares the bundle's import.meta.url.
 */
const SERVER_ROOT = new URL('../', import.meta.url);

/** A file of the server's own, by its path below apps/server/ (migrations, served assets). */
export const serverFile = (path: string): URL => new URL(path, SERVER_ROOT);
