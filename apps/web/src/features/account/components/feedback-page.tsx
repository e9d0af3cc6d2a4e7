import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  countWords,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  NOTIFICATION_MS,
  type FeedbackType,
} from '@lotto/contract';
import { SelectField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { checkedInOrder } from '@/lib/checked-form';
import { formatMerchantTime } from '@/lib/merchant-time';
import { showToast } from '@/components/ui/toast-store';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useMyFeedback, useSendFeedback } from '../api/feedback';
import { useOneLineForm } from '../hooks/use-one-line-form';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { SubmitButton } from '@/components/ui/submit-button';
import { ICON_TYPES, iconFileProblem } from '../utils/icon-file';
import '../messages';
import '../account.css';

/** §5 the contract's word count (sendFeedbackBody), the one rule the form checks before sending. */
const wordsFit = (content: string) => {
  const words = countWords(content);
  return words >= FEEDBACK_WORDS_MIN && words <= FEEDBACK_WORDS_MAX;
};

/** Feedback: a type, §5's word count, up to 3 png or jpg images under 5 MB each. */
export const FeedbackPage = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const id = useId();
  const mine = useMyFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<{ name: string; dataUrl: string }[]>([]);
  const { form, values, busy, edit, submit, errorOf, showAt, refused } = useOneLineForm(
    checkedInOrder(
      ['type', 'content'],
      [
        [
          'content',
          (v) =>
            wordsFit(v.content)
              ? null
              : t('account.feedback.words', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX }),
        ],
      ],
    ),
    { type: 'suggestion', content: '' },
  );
  const send = useSendFeedback({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: () => {
        form.setValue('content', '');
        setImages([]);
        showToast('success', t('account.feedback.sent'), NOTIFICATION_MS);
      },
      onError: refused,
    },
  });
  const { content } = values;
  const words = countWords(content);
  const wordsOk = wordsFit(content);
  // The form has one message line: the word count, an image, or the server's refusal.
  const error = errorOf('root') ?? errorOf('content') ?? null;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    form.clearErrors();
    if (images.length + files.length > FEEDBACK_IMAGE_MAX_COUNT) {
      showAt('root', t('account.feedback.too_many', { count: FEEDBACK_IMAGE_MAX_COUNT }));
      return;
    }
    for (const file of files) {
      const problem = iconFileProblem(file);
      if (problem) {
        showAt(
          'root',
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

  const onSubmit = submit(async (v) => {
    await send
      .mutateAsync({
        type: v.type as FeedbackType,
        content: v.content,
        images: images.map((i) => i.dataUrl),
      })
      .catch(() => undefined);
  });

  return (
    <Page name="feedback" className="account-page">
      <h2 className="page__title">{t('title.feedback')}</h2>
      <form
        className="card account-section account-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <SelectField
          id={`${id}-type`}
          label={t('account.feedback.type')}
          className="field-input account-input"
          value={values.type}
          onChange={(e) => edit('type', e.target.value)}
          testId="feedback-type"
        >
          {FEEDBACK_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`account.feedback.type_${k}`)}
            </option>
          ))}
        </SelectField>
        <label className="field-label" htmlFor={`${id}-content`}>
          {t('account.feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="field-input account-input feedback-form__content"
          rows={5}
          value={content}
          onChange={(e) => edit('content', e.target.value)}
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
        <SubmitButton pending={busy} testId="feedback-submit" inline>
          {t('account.feedback.send')}
        </SubmitButton>
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
