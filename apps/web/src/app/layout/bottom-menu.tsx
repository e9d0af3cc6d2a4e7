import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from '@/lib/router';
import Gift from 'lucide-react/icons/gift';
import Headphones from 'lucide-react/icons/headphones';
import House from 'lucide-react/icons/house';
import UserPlus from 'lucide-react/icons/user-plus';
import CircleUser from 'lucide-react/icons/circle-user';
import type { PageName } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import { pageRouteOf } from '../route-table';
import { useReferralOff } from './use-referral-status';

interface BottomMenuProps {
  onOpenService: () => void;
}

interface IconProps {
  size?: number;
  'aria-hidden'?: boolean;
  className?: string;
}

interface Entry {
  id: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
  to?: string;
  pages: PageName[];
}

/** §2.2 bottom menu: promotions, customer service, home (middle), invite friends, members. */
export const BottomMenu = ({ onOpenService }: BottomMenuProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const settings = useSettings();
  const current = pageRouteOf(pathname).page;
  // §6: a member for whom the REFERRAL promotion is off has no invite-friends entry.
  const referralOff = useReferralOff();
  // §4 template: mem_cen '1' gives the new member center.
  const memberPath = settings?.mobileTemplate.mem_cen === '1' ? paths.memberHome : paths.myAccount;

  const entries: Entry[] = [
    {
      id: 'promotions',
      labelKey: 'menu.promotions',
      Icon: Gift,
      to: paths.promotions,
      pages: ['promotions'],
    },
    { id: 'service', labelKey: 'menu.service', Icon: Headphones, pages: ['service'] },
    { id: 'home', labelKey: 'menu.home', Icon: House, to: paths.home, pages: ['home'] },
    ...(referralOff
      ? []
      : [
          {
            id: 'invite',
            labelKey: 'menu.invite',
            Icon: UserPlus,
            to: paths.inviteFriends,
            pages: ['invite-friends'] as PageName[],
          },
        ]),
    {
      id: 'member',
      labelKey: 'menu.member',
      Icon: CircleUser,
      to: memberPath,
      pages: ['my-account', 'member-home'],
    },
  ];

  return (
    <nav className="bottom-menu" data-testid="bottom-menu" aria-label={t('menu.label')}>
      <ul className="bottom-menu__list">
        {entries.map(({ id, labelKey, Icon, to, pages }) => {
          const active = pages.includes(current);
          const className = `bottom-menu__item ${id === 'home' ? 'bottom-menu__item--home' : ''} ${active ? 'is-active' : ''}`;
          const content = (
            <>
              <Icon className="bottom-menu__icon" size={id === 'home' ? 26 : 22} aria-hidden />
              <span className="bottom-menu__label">{t(labelKey)}</span>
            </>
          );
          return (
            <li key={id}>
              {to ? (
                <Link
                  className={className}
                  to={to}
                  data-testid={`bottom-menu-${id}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={className}
                  data-testid={`bottom-menu-${id}`}
                  aria-haspopup="dialog"
                  onClick={onOpenService}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
