/** Query keys of the system topic (§7 system paths), all under one root. */
export const SYSTEM_QUERY_ROOT = 'system';

export const systemKeys = {
  all: () => [SYSTEM_QUERY_ROOT] as const,
  status: () => [SYSTEM_QUERY_ROOT, 'status'] as const,
  settings: () => [SYSTEM_QUERY_ROOT, 'settings'] as const,
};
