import { useTranslation } from '@/lib/use-translation';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { ContentType } from '@lotto/contract';
import { useAnnouncements } from '../api/get-announcements';
import '../home.css';
import { SafeHtml } from '@/components/ui/safe-html';

/** /m/notice: the player announcements (PL), each opening in place. */
export const NoticeList = () => {
  const { t } = useTranslation();
  const query = useAnnouncements(ContentType.PLAYER, null);
  if (query.isPending)
    return (
      <div className="notice-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="notice-item notice-item--skeleton" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className="notice-empty" role="status">
        <p>{t('home.notice_failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('status.retry')}
        </button>
      </div>
    );
  const notices = query.data.player;
  if (notices.length === 0)
    return (
      <p className="notice-empty" role="status">
        {t('home.notice_empty')}
      </p>
    );
  return (
    <ul className="notice-list" data-testid="notice-list">
      {notices.map((n) => (
        <li key={n.id}>
          <details className="notice-item">
            <summary>
              <span className="notice-item__title">{n.title}</span>
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            {/* Sanitised by the server before it is stored. */}
            <SafeHtml className="announcement-content" html={n.content} />
          </details>
        </li>
      ))}
    </ul>
  );
};
