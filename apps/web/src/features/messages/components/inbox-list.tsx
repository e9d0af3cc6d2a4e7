import { useState } from 'react';
import { ListFailed } from '@/components/ui/list-empty';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Trash2 from 'lucide-react/icons/trash-2';
import type { InboxMessage, ZoneOffset } from '@lotto/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SafeHtml } from '@/components/ui/safe-html';
import { showToast } from '@/components/ui/toast-store';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useInbox } from '../api/get-inbox';
import { useDeleteMessage, useReadMessage } from '../api/inbox-actions';
import '../messages.css';

/** §9 DD/MM/YYYY HH:mm in the merchant's time zone. */
export const formatSentAt = (epochMs: number, offsets: readonly ZoneOffset[]): string =>
  formatMerchantTime(epochMs, offsets);

/** /m/webEmail: the merchant's messages, unread dots, read on open, delete, more pages. */
export const InboxList = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const query = useInbox();
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);

  if (query.isPending)
    return (
      <ul className="inbox" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="inbox__item inbox__item--skeleton" />
        ))}
      </ul>
    );
  if (query.isError)
    return <ListFailed text={t('messages.failed')} onRetry={() => void query.refetch()} />;
  const list = query.data.pages.flatMap((p) => p.list);
  if (list.length === 0)
    return (
      <p className="list-empty" role="status" data-testid="inbox-empty">
        {t('messages.empty')}
      </p>
    );

  const toggle = (m: InboxMessage) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (opening && !m.read) read.mutate(m.id);
  };

  return (
    <>
      <ul className="inbox" data-testid="inbox-list">
        {list.map((m) => (
          <li key={m.id} className="inbox__item" data-testid={`message-${m.id}`}>
            <button
              type="button"
              className="inbox__head"
              aria-expanded={openId === m.id}
              onClick={() => toggle(m)}
            >
              {!m.read && <span className="inbox__dot" aria-label={t('messages.unread')} />}
              <span className="inbox__title">{m.title}</span>
              <span className="inbox__time">{formatSentAt(m.createdAt, offsets)}</span>
              <ChevronDown className="inbox__chevron" size={18} aria-hidden="true" />
            </button>
            {openId === m.id && (
              <div className="inbox__body">
                <SafeHtml className="announcement-content" html={m.content} />
                <button
                  type="button"
                  className="button button--ghost inbox__delete"
                  onClick={() => setDeleting(m)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                  {t('messages.delete')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--ghost inbox__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('messages.more')}
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('messages.delete_title')}
        message={t('messages.delete_text')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting?.id;
          setDeleting(null);
          if (id !== undefined)
            remove.mutate(id, {
              onSuccess: () => showToast('success', t('messages.deleted')),
              onError: (e) => showToast('error', e.message),
            });
        }}
        testId="delete-message-dialog"
      />
    </>
  );
};
