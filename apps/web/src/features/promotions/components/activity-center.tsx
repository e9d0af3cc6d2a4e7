import { useEffect, useRef, useState } from 'react';
import { ListFailed } from '@/components/ui/list-empty';
import { ACTIVITY_SCROLL_DELAY_MS, type PromotionRefusal } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { loginReturningTo } from '@/lib/login-return';
import { refusalOf } from '@/lib/refusal';
import { useLocation, useSearchParams } from '@/lib/router';
import { useZoneOffsets } from '@/lib/settings';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { usePromotionCategories } from '../api/get-categories';
import { usePromotions } from '../api/get-promotions';
import { useMarkPromotionRead, usePromotionAction } from '../api/promotion-actions';
import { inCategory, marksRead } from '../utils/promotion-view';
import { CategoryFilter } from './category-filter';
import { PromotionItem } from './promotion-item';
import '../promotions.css';

/** The id of `?id=`, or null. */
const idOf = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Scrolls the document (not the visual viewport, which scrollIntoView pans on a phone when the
 * page cannot scroll that far) so the element starts below the sticky top bar.
 */
const scrollPageTo = (element: HTMLElement) => {
  const below = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = element.getBoundingClientRect().top + window.scrollY - below;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
};

/** §2.11 the activity center: category filter and the accordion of promotions. */
export const ActivityCenter = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const wanted = idOf(params.get('id'));
  const session = useSession();
  const loggedIn = session !== null;
  const offsets = useZoneOffsets();
  const promotions = usePromotions();
  const categories = usePromotionCategories();
  const action = usePromotionAction();
  const markRead = useMarkPromotionRead();
  const [category, setCategory] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(wanted);
  const scrolledTo = useRef<number | null>(null);

  // §2.11, §9: the promotion of ?id= opens and is scrolled to after 500 ms. The timer outlives the
  // list's reload (opening marks it read), so it is cleared only when the page goes.
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  useEffect(() => {
    if (wanted === null || !promotions.data || scrolledTo.current === wanted) return;
    if (!promotions.data.some((p) => p.id === wanted)) return;
    scrolledTo.current = wanted;
    setOpenId(wanted);
    scrollTimer.current = setTimeout(() => {
      const element = document.getElementById(`promotion-${wanted}`);
      if (element) scrollPageTo(element);
    }, ACTIVITY_SCROLL_DELAY_MS);
  }, [wanted, promotions.data]);

  // §4 opened → marked read once, and the list reloads.
  const openPromotion = openId === null ? undefined : promotions.data?.find((p) => p.id === openId);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (openPromotion && !openPromotion.read && marksRead(session?.type, loggedIn))
      mark(openPromotion.id);
  }, [openPromotion, session?.type, loggedIn, mark]);

  const filter = (
    <CategoryFilter categories={categories.data ?? []} selected={category} onSelect={setCategory} />
  );
  // The filter stands above the list from the start: arriving with the list, it pushed it down.
  if (promotions.isPending)
    return (
      <div className="activity" aria-busy="true">
        {filter}
        <ul className="promotion-list">
          {[0, 1, 2].map((i) => (
            <li key={i} className="promotion promotion--skeleton" />
          ))}
        </ul>
      </div>
    );
  if (promotions.isError)
    return <ListFailed text={t('promotions.failed')} onRetry={() => void promotions.refetch()} />;

  const shown = promotions.data.filter((p) => inCategory(p, category));
  const run = (kind: 'join' | 'claim', announcementId: number, comment?: string) =>
    action.mutate(
      { action: kind, announcementId, comment },
      {
        onSuccess: ({ status }) =>
          showToast(
            'success',
            t(`promotions.result_${kind}`, { status: t(`promotions.status_${status}`) }),
          ),
        onError: (error) => {
          const reason =
            error instanceof ApiError
              ? (error.value as { reason?: PromotionRefusal } | null)?.reason
              : undefined;
          showToast('error', reason ? t(`promotions.reason_${reason}`) : refusalOf(error).message);
        },
      },
    );

  return (
    <div className="activity">
      {filter}
      {shown.length === 0 ? (
        <p className="list-empty" role="status" data-testid="promotions-empty">
          {t('promotions.no_offer')}
        </p>
      ) : (
        <ul className="promotion-list" data-testid="promotion-list">
          {shown.map((p) => (
            <PromotionItem
              key={p.id}
              promotion={p}
              offsets={offsets}
              open={openId === p.id}
              onToggle={() => setOpenId(openId === p.id ? null : p.id)}
              onAction={action.isPending ? null : (kind, comment) => run(kind, p.id, comment)}
              busy={action.isPending}
              loggedIn={loggedIn}
              loginHref={loginReturningTo(`${pathname}${search}`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
};
