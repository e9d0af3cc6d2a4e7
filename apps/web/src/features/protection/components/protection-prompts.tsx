import { useId } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { useDismissPrompt } from '../api/dismiss-prompt';
import { useProtectionState } from '../api/protection-state';
import '../messages';
import '../protection.css';

interface PromptProps {
  prompt: 'deposit_limit' | 'review';
  title: string;
  text: string;
  link: string;
  dismiss: string;
  testId: string;
}

/** A prompt the server decided on, with a link to the responsible-gaming page and a close. */
const Prompt = ({ prompt, title, text, link, dismiss, testId }: PromptProps) => {
  const titleId = useId();
  const close = useDismissPrompt();
  return (
    <section className="protection-prompt" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="protection-prompt__title">
        {title}
      </h2>
      <p className="protection-prompt__text">{text}</p>
      <div className="protection-actions">
        <Link
          className="button button--primary"
          to={paths.responsibleGaming}
          data-testid={`${testId}-link`}
        >
          {link}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          disabled={close.isPending}
          onClick={() => close.mutate(prompt)}
          data-testid={`${testId}-dismiss`}
        >
          {dismiss}
        </button>
      </div>
    </section>
  );
};

/** Issue 34: before the first deposit, a prompt to set a deposit limit (closed once, stored). */
export const DepositLimitPrompt = () => {
  const { t } = useTranslation();
  const state = useProtectionState().data;
  if (!state?.prompts.depositLimit) return null;
  return (
    <Prompt
      prompt="deposit_limit"
      title={t('protection.prompt.deposit_title')}
      text={t('protection.prompt.deposit_text')}
      link={t('protection.prompt.deposit_link')}
      dismiss={t('protection.prompt.not_now')}
      testId="deposit-limit-prompt"
    />
  );
};

/** Issue 34: every 6 months (the server decides), a prompt to review the limits. */
export const ReviewPrompt = () => {
  const { t } = useTranslation();
  const state = useProtectionState().data;
  if (!state?.prompts.review) return null;
  return (
    <Prompt
      prompt="review"
      title={t('protection.prompt.review_title')}
      text={t('protection.prompt.review_text')}
      link={t('protection.prompt.review_link')}
      dismiss={t('protection.prompt.review_done')}
      testId="review-prompt"
    />
  );
};
