import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';

/** The app's page paths, lower-case and without a trailing slash, as the web build lists them. */
export type PagePaths = ReadonlySet<string>;

/** How the app compares paths (apps/web/src/app/route-table.ts): case and a final slash aside. */
const normalised = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/**
 * §2.1 routes from the configuration table, checked as the console saves them: an alias must open
 * a page of the app (the app ignores any other), and must not be a page's own path (the page
 * wins, so the alias would never open). Keys are the fields the console shows the message under.
 */
export function routeAliasProblems(
  aliases: MerchantConfig['routeAliases'],
  pagePaths: PagePaths,
): Record<string, string> {
  const pages = new Set([...pagePaths].map(normalised));
  const problems: Record<string, string> = {};
  aliases.forEach((alias, i) => {
    if (pages.has(normalised(alias.path)))
      problems[`config.routeAliases.${i}.path`] = 'is a page of the app already';
    if (!pages.has(normalised(alias.to)))
      problems[`config.routeAliases.${i}.to`] = 'must be a page of the app';
  });
  return problems;
}

/** A save whose aliases would not open a page: 400 naming each field, nothing written. */
export function refuseRouteAliasesOutsideApp(config: MerchantConfig, pagePaths: PagePaths | null) {
  // Without a web build (a server run on its own) there is no page list; the app still ignores
  // an alias that opens no page.
  if (!pagePaths) return;
  const problems = routeAliasProblems(config.routeAliases, pagePaths);
  if (Object.keys(problems).length > 0)
    throw new HttpError(ErrorCode.BAD_REQUEST, '', { fields: problems });
}
