import { useTranslation } from '@/lib/use-translation';
import { ListFailed } from '@/components/ui/list-empty';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { noticeAnnouncementsParams } from '@lotto/contract';
import { useSession } from '@/lib/use-session';
import { useAnnouncements } from '../api/get-announcements';
import { marksAnnouncementsRead, useMarkAnnouncementRead } from '../api/mark-announcement-read';
import '../home.css';
import { SafeHtml } from '@/components/ui/safe-html';

/** §7 the player announcements of every group (the query the server answers ahead too). */
export const NOTICE_TYPES = noticeAnnouncementsParams.types;

/**
 * /m/notice: the player announcements (PL), each opening in place; a member's unread ones carry a
 * mark, and opening one marks it read (§4, §7), except for type-4 members (§6).
 */
export const NoticeList = () => {
  const { t } = useTranslation();
  const session = useSession();
  const marks = marksAnnouncementsRead(session?.type, session !== null);
  const query = useAnnouncements(NOTICE_TYPES, null);
  const { mutate: markRead } = useMarkAnnouncementRead();
  if (query.isPending)
    return (
      <div className="notice-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="notice-item notice-item--skeleton" />
        ))}
      </div>
    );
  if (query.isError)
    return <ListFailed text={t('home.notice_failed')} onRetry={() => void query.refetch()} />;
  const notices = query.data.player;
  if (notices.length === 0)
    return (
      <p className="list-empty" role="status">
        {t('home.notice_empty')}
      </p>
    );
  return (
    <ul className="notice-list" data-testid="notice-list">
      {notices.map((n) => (
        <li key={n.id}>
          <details
            className="notice-item"
            data-testid={`notice-${n.id}`}
            onToggle={(e) => {
              if (e.currentTarget.open && marks && !n.read) markRead(n.id);
            }}
          >
            <summary>
              {marks && !n.read ? (
                <span className="notice-item__unread" data-testid="notice-unread">
                  <span className="unread-dot" aria-hidden="true" />
                  <span className="sr-only">{t('home.notice_unread')}</span>
                </span>
              ) : null}
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
