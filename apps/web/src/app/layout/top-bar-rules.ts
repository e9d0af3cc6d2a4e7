import type { PageName } from '@/config/pages';
import { pageRouteOf } from '../route-table';

export type TopBarLeft = 'logo' | 'back-home' | 'back' | 'none';

export interface TopBarRight {
  freePlay: boolean;
  login: boolean;
  register: boolean;
  deposit: boolean;
  balance: boolean;
  download: boolean;
  menu: boolean;
}

export interface TopBarModel {
  visible: boolean;
  page: PageName;
  titleKey: string;
  left: TopBarLeft;
  right: TopBarRight;
}

interface TopBarContext {
  loggedIn: boolean;
  /** Whitelabel flag FREEPLAY3. */
  freePlay: boolean;
}

const nothing: TopBarRight = {
  freePlay: false,
  login: false,
  register: false,
  deposit: false,
  balance: false,
  download: false,
  menu: false,
};

/** §2.2 top bar: what shows for a path, for a visitor or a member. */
export const topBarModel = (
  pathname: string,
  { loggedIn, freePlay }: TopBarContext,
): TopBarModel => {
  const route = pageRouteOf(pathname);
  const isHome = route.page === 'home';
  const isRegister = route.page === 'register';

  const left: TopBarLeft = isHome
    ? 'logo'
    : route.back === 'none'
      ? 'none'
      : route.back === 'home'
        ? 'back-home'
        : 'back';

  let right = nothing;
  if (route.emptyRight) right = nothing;
  else if (loggedIn)
    right = { ...nothing, deposit: isHome, balance: true, download: true, menu: true };
  else if (isHome || isRegister)
    right = { ...nothing, freePlay, login: true, register: true, download: true, menu: true };

  return {
    visible: route.topBar !== false,
    page: route.page,
    titleKey: route.title,
    left,
    right,
  };
};
