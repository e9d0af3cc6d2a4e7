import type { ConsolidatedSettings } from '@lotto/contract';
import { isPagePath } from './route-table';

type Aliases = ConsolidatedSettings['routeAliases'];

const same = (a: string, b: string) =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * §2.1 routes from the merchant's configuration table: the page path an alias opens, or null. A
 * path of the app's own is never an alias (its page wins), and an alias to anything but a page
 * of the app opens nothing (the unknown path shows home, as §2.1 says).
 */
export const routeAliasTarget = (pathname: string, aliases: Aliases): string | null => {
  if (!aliases?.length || isPagePath(pathname)) return null;
  const alias = aliases.find((a) => same(a.path, pathname));
  return alias && isPagePath(alias.to) ? alias.to : null;
};
