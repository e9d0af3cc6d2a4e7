import { useQuery } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import { paths } from '@/config/paths';
import { MenuRowList } from '@/components/ui/menu-row-list';
import { Link } from '@/lib/router';
import { useActiveLanguage } from '@/lib/use-active-language';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { promotionsOptions } from '../api/get-promotions';
import { marksRead } from '../utils/promotion-view';
import '../messages';
import '../promotions.css';

/**
 * §2.12, §4 the side panel's promotions: an expandable list with unread marks, each opening its
 * promotion in the activity center (?id=, scrolled to after 500 ms). It loads with the open panel,
 * so the shell carries none of it. Visitors and type-4 members (who never mark read) see no marks.
 */
export default function PromotionSubList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(promotionsOptions(session?.token ?? null, useActiveLanguage()));
  const marks = marksRead(session?.type, session !== null);
  const list = query.data ?? [];
  const unread = marks ? list.filter((p) => !p.read).length : 0;

  return (
    <div className="promotion-sub" data-testid="side-panel-promotions">
      <MenuRowList
        Icon={Gift}
        label={t('side.promotions')}
        value={
          unread > 0 ? (
            <span className="menu-row__value promotion-sub__count">
              <span className="unread-dot" aria-hidden="true" />
              {t('promotions.unread_count', { count: unread })}
            </span>
          ) : null
        }
        toggleTestId="side-panel-promotions-toggle"
      >
        {(menu) => (
          <ul id={menu.id} className="promotion-sub__list" data-testid="side-panel-promotion-list">
            {query.isPending ? (
              <li className="promotion-sub__skeleton" aria-busy="true" />
            ) : query.isError ? (
              <li className="promotion-sub__note">{t('promotions.failed')}</li>
            ) : list.length === 0 ? (
              <li className="promotion-sub__note">{t('promotions.no_offer')}</li>
            ) : (
              list.map((p) => (
                <li key={p.id}>
                  <Link
                    className="promotion-sub__link"
                    to={`${paths.activity}?id=${p.id}`}
                    onClick={onNavigate}
                    data-testid={`side-panel-promotion-${p.id}`}
                  >
                    <span className="promotion-sub__title">{p.title}</span>
                    {marks && !p.read ? (
                      <span className="promotion-sub__unread">
                        <span className="unread-dot" aria-hidden="true" />
                        <span className="sr-only">{t('promotions.unread')}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))
            )}
            <li>
              <Link
                className="promotion-sub__link promotion-sub__all"
                to={paths.promotions}
                onClick={onNavigate}
              >
                {t('promotions.see_all')}
              </Link>
            </li>
          </ul>
        )}
      </MenuRowList>
    </div>
  );
}
