import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  countWords,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  NOTIFICATION_MS,
  type FeedbackType,
} from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { formatMerchantTime } from '@/lib/merchant-time';
import { showToast } from '@/components/ui/toast-store';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { sendFeedbackRequest, useMyFeedback } from '../api/feedback';
import { errorMessageOf } from '../utils/error-message';
import { ICON_TYPES, iconFileProblem, readAsDataUrl } from '../utils/icon-file';
import '../messages';
import '../account.css';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** Feedback: a type, §5's word count, up to 3 png or jpg images under 5 MB each. */
export const FeedbackPage = () => {
  const { t } = useTranslation();
  const offsets = useSettings()?.merchant.timeZoneOffsets ?? [];
  const id = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const mine = useMyFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<{ name: string; dataUrl: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { pending: busy, guard } = useSingleSubmit();
  const words = countWords(content);
  const wordsOk = words >= FEEDBACK_WORDS_MIN && words <= FEEDBACK_WORDS_MAX;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    setError(null);
    if (images.length + files.length > FEEDBACK_IMAGE_MAX_COUNT) {
      setError(t('account.feedback.too_many', { count: FEEDBACK_IMAGE_MAX_COUNT }));
      return;
    }
    for (const file of files) {
      const problem = iconFileProblem(file);
      if (problem) {
        setError(
          t(problem === 'type' ? 'account.feedback.image_type' : 'account.feedback.image_size'),
        );
        return;
      }
    }
    const read = await Promise.all(
      files.map(async (f) => ({ name: f.name, dataUrl: await readAsDataUrl(f) })),
    );
    setImages((list) => [...list, ...read]);
  };

  const submit = guard(async () => {
    if (!wordsOk) {
      setError(t('account.feedback.words', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX }));
      return;
    }
    setError(null);
    try {
      await sendFeedbackRequest({ type, content, images: images.map((i) => i.dataUrl) });
      setContent('');
      setImages([]);
      showToast('success', t('account.feedback.sent'), NOTIFICATION_MS);
      await queryClient.invalidateQueries({
        queryKey: ['account', 'feedback', session?.token ?? null],
      });
    } catch (err) {
      setError(errorMessageOf(err, t('account.security.error')));
    }
  });

  return (
    <Page name="feedback" className="account-page">
      <h2 className="page__title">{t('title.feedback')}</h2>
      <form
        className="card account-section account-form"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <label className="account-label" htmlFor={`${id}-type`}>
          {t('account.feedback.type')}
        </label>
        <select
          id={`${id}-type`}
          className="account-input"
          value={type}
          onChange={(e) => setType(e.target.value as FeedbackType)}
          data-testid="feedback-type"
        >
          {FEEDBACK_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`account.feedback.type_${k}`)}
            </option>
          ))}
        </select>
        <label className="account-label" htmlFor={`${id}-content`}>
          {t('account.feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="account-input feedback-form__content"
          rows={5}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-describedby={`${id}-words`}
          data-testid="feedback-content"
        />
        <p
          id={`${id}-words`}
          className={
            wordsOk || content === '' ? 'account-muted' : 'account-muted feedback-form__warn'
          }
        >
          {t('account.feedback.word_count', {
            count: words,
            min: FEEDBACK_WORDS_MIN,
            max: FEEDBACK_WORDS_MAX,
          })}
        </p>
        <button
          type="button"
          className="button button--ghost feedback-form__pick"
          onClick={() => fileInput.current?.click()}
        >
          {t('account.feedback.add_images', { count: FEEDBACK_IMAGE_MAX_COUNT })}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ICON_TYPES.join(',')}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFiles(e)}
          data-testid="feedback-images"
        />
        {images.length > 0 ? (
          <ul className="feedback-form__images">
            {images.map((img, i) => (
              <li key={`${img.name}-${i}`}>
                <img src={img.dataUrl} alt={img.name} width={64} height={64} />
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                >
                  {t('account.feedback.remove_image')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="account-error" data-testid="feedback-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="feedback-submit"
        >
          {t('account.feedback.send')}
        </button>
      </form>
      <section className="card account-section" aria-labelledby={`${id}-mine`}>
        <h3 id={`${id}-mine`} className="account-section__title">
          {t('account.feedback.mine')}
        </h3>
        {mine.data && mine.data.length > 0 ? (
          <ul className="feedback-list" data-testid="feedback-list">
            {mine.data.map((f) => (
              <li key={f.id} className="feedback-list__item">
                <p className="account-muted">
                  {t(`account.feedback.type_${f.type}`)} ·{' '}
                  {formatMerchantTime(f.createdAt, offsets)}
                  {f.imageCount > 0
                    ? ` · ${t('account.feedback.images', { count: f.imageCount })}`
                    : ''}
                </p>
                <p className="feedback-list__content">{f.content}</p>
                <p className="feedback-list__answer" data-testid="feedback-answer">
                  {f.answer
                    ? `${t('account.feedback.answer')}: ${f.answer}`
                    : t('account.feedback.waiting')}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-muted">{mine.isPending ? '…' : t('account.feedback.none')}</p>
        )}
      </section>
    </Page>
  );
};
