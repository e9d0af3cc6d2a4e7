import { useState } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Promotion, ZoneOffset } from '@lotto/contract';
import { SafeHtml } from '@/components/ui/safe-html';
import { Link } from '@/lib/router';
import { linkTargetProps } from '@/lib/open-link';
import { useTranslation } from '@/lib/use-translation';
import { actionOf, dateRangeOf, listImageOf, statusLabelShown } from '../utils/promotion-view';
import { PromotionComment } from './promotion-comment';

interface PromotionItemProps {
  promotion: Promotion;
  offsets: readonly ZoneOffset[];
  open: boolean;
  onToggle: () => void;
  /** Join (with the comment when the promotion takes one) or claim; null while another runs. */
  onAction: ((action: 'join' | 'claim', comment?: string) => void) | null;
  busy: boolean;
  /** Visitors are sent to log in before they join. */
  loggedIn: boolean;
  loginHref: string;
}

/** One promotion of the §2.11 accordion: image, title, dates; opened, go-to, content, action. */
export const PromotionItem = ({
  promotion: p,
  offsets,
  open,
  onToggle,
  onAction,
  busy,
  loggedIn,
  loginHref,
}: PromotionItemProps) => {
  const { t } = useTranslation();
  const image = listImageOf(p);
  const range = dateRangeOf(p, offsets);
  const status = statusLabelShown(p);
  const action = actionOf(p);
  const panelId = `promotion-panel-${p.id}`;
  const asksComment = p.takesComment && action === 'join' && loggedIn;
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const act = () => {
    if (!action || !onAction) return;
    if (!asksComment) return onAction(action);
    if (comment.trim() === '') return setCommentError('promotions.comment_required');
    setCommentError(null);
    onAction(action, comment.trim());
  };
  return (
    <li className="promotion" id={`promotion-${p.id}`} data-testid={`promotion-${p.id}`}>
      <button
        type="button"
        className="promotion__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="promotion__image">
          {image && <img src={image} alt="" loading="lazy" width={400} height={160} />}
        </span>
        <span className="promotion__summary">
          <span className="promotion__title">
            {!p.read && loggedIn && (
              <span className="promotion__unread" aria-label={t('promotions.unread')} />
            )}
            {p.title}
          </span>
          <span className="promotion__meta">
            <span className="promotion__dates">{range ?? t('promotions.long_term')}</span>
            {status && (
              <span className={`promotion__status promotion__status--${status}`}>
                {t(`promotions.status_${status}`)}
              </span>
            )}
          </span>
        </span>
        <ChevronDown className="promotion__chevron" size={18} aria-hidden="true" />
      </button>
      {open && (
        <div className="promotion__panel" id={panelId}>
          {asksComment && (
            <PromotionComment
              id={`promotion-comment-${p.id}`}
              value={comment}
              onChange={(text) => {
                setComment(text);
                if (commentError && text.trim() !== '') setCommentError(null);
              }}
              error={commentError}
            />
          )}
          <div className="promotion__buttons">
            {p.linkUrl &&
              (p.linkUrl.startsWith('/') ? (
                <Link className="button button--ghost" href={p.linkUrl}>
                  {t('promotions.go_to')}
                </Link>
              ) : (
                <a
                  className="button button--ghost"
                  href={p.linkUrl}
                  {...linkTargetProps(p.linkUrl)}
                >
                  {t('promotions.go_to')}
                </a>
              ))}
            {action &&
              (loggedIn ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || onAction === null}
                  onClick={act}
                  data-testid={`promotion-${action}`}
                >
                  {t(`promotions.${action}`)}
                </button>
              ) : (
                <Link className="button button--primary" href={loginHref}>
                  {t('promotions.login_to_join')}
                </Link>
              ))}
          </div>
          <SafeHtml className="announcement-content promotion__content" html={p.content} />
        </div>
      )}
    </li>
  );
};
