import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import Megaphone from 'lucide-react/icons/megaphone';
import type { Announcement } from '@lotto/contract';
import { paths } from '@/config/paths';

/** §2.3 the notice ticker: scrolls sideways, says so when empty, and opens /m/notice. */
export const NoticeTicker = ({ notices }: { notices: readonly Announcement[] | undefined }) => {
  const { t } = useTranslation();
  const text = notices && notices.length > 0 ? notices.map((n) => n.title).join('   •   ') : null;
  return (
    <Link
      className="notice-ticker"
      to={paths.notice}
      data-testid="notice-ticker"
      aria-label={t('home.notice_open')}
    >
      <Megaphone size={18} aria-hidden="true" className="notice-ticker__icon" />
      <span className="notice-ticker__window">
        {text ? (
          <span className="notice-ticker__text" data-testid="notice-ticker-text">
            {text}
          </span>
        ) : (
          <span className="notice-ticker__empty">
            {notices ? t('home.notice_empty') : t('app.loading')}
          </span>
        )}
      </span>
    </Link>
  );
};
