import { DOMAIN_LIST_STORAGE_KEY, type DomainRouteLike } from '@lotto/contract';

const isRoute = (v: unknown): v is DomainRouteLike => {
  const r = v as Partial<DomainRouteLike> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.mainDomain === 'string' &&
    Array.isArray(r.domains) &&
    r.domains.every((d) => typeof d === 'string') &&
    (r.blocked === undefined ||
      (Array.isArray(r.blocked) && r.blocked.every((d) => typeof d === 'string')))
  );
};

/**
 * The merchant's domains, kept for the next start: a player whose domain is blocked before the
 * settings load still knows where else to go.
 */
export const rememberDomainRoute = (route: DomainRouteLike, storage: Storage = localStorage) => {
  try {
    storage.setItem(
      DOMAIN_LIST_STORAGE_KEY,
      JSON.stringify({
        mainDomain: route.mainDomain,
        domains: route.domains,
        blocked: route.blocked ?? [],
      }),
    );
  } catch {
    // Storage blocked or full: the list of this start's settings is all there is.
  }
};

export const readDomainRoute = (storage: Storage = localStorage): DomainRouteLike | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DOMAIN_LIST_STORAGE_KEY) ?? 'null');
    return isRoute(parsed) ? parsed : null;
  } catch {
    return null;
  }
};
