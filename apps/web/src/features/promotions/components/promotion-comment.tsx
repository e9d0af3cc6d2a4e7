import { COMMENT_MAX_LENGTH } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';

interface PromotionCommentProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A locale key, shown under the field and announced. */
  error: string | null;
}

/** §5 the comment a promotion that takes one is joined with: at most 140 characters. */
export const PromotionComment = ({ id, value, onChange, error }: PromotionCommentProps) => {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="promotion__comment">
      <label htmlFor={id}>{t('promotions.comment_label')}</label>
      <textarea
        id={id}
        value={value}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        required
        aria-invalid={error !== null}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => onChange(e.target.value)}
        data-testid="promotion-comment"
      />
      <span className="promotion__comment-hint" id={hintId}>
        {t('promotions.comment_max', { max: COMMENT_MAX_LENGTH })}
        <span aria-hidden="true">
          {' '}
          ({value.length}/{COMMENT_MAX_LENGTH})
        </span>
      </span>
      {error && (
        <span className="field__error" id={errorId} role="alert">
          {t(error)}
        </span>
      )}
    </div>
  );
};
