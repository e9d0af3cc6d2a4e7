import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Gift from 'lucide-react/icons/gift';
import { paths } from '@/config/paths';
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
  const listId = useId();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const query = useQuery(promotionsOptions(session?.token ?? null, useActiveLanguage()));
  const marks = marksRead(session?.type, session !== null);
  const list = query.data ?? [];
  const unread = marks ? list.filter((p) => !p.read).length : 0;

  return (
    <div className="promotion-sub" data-testid="side-panel-promotions">
      <button
        type="button"
        className="menu-row"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        data-testid="side-panel-promotions-toggle"
      >
        <Gift className="menu-row__icon" size={22} aria-hidden />
        <span className="menu-row__label">{t('side.promotions')}</span>
        {unread > 0 ? (
          <span className="menu-row__value promotion-sub__count">
            <span className="unread-dot" aria-hidden="true" />
            {t('promotions.unread_count', { count: unread })}
          </span>
        ) : null}
        <ChevronDown
          className={`menu-row__chevron ${open ? 'is-open' : ''}`}
          size={18}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <ul id={listId} className="promotion-sub__list" data-testid="side-panel-promotion-list">
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
      ) : null}
    </div>
  );
}
