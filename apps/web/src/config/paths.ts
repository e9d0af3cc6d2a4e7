import { pageNames, pages, pathsOf } from './pages';

type Pages = typeof pages;
type PathsOf<N extends keyof Pages> = Pages[N]['paths'];
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;
type AllPaths = UnionToIntersection<{ [N in keyof Pages]: PathsOf<N> }[keyof Pages]>;

/** Every path of §2.1 by name, gathered from the page declarations (config/pages.ts). */
export const paths = Object.assign({}, ...pageNames.map((name) => pages[name].paths)) as {
  readonly [K in keyof AllPaths]: AllPaths[K];
};

export type AppPath = (typeof paths)[keyof typeof paths];

export const registerPaths = pathsOf('register') as readonly AppPath[];
