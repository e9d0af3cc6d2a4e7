import './paged-list.css';
import type { ReactNode } from 'react';
import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from '@/lib/use-translation';

/** §8 empty lists say so in words, with a way forward. */
export const ListEmpty = ({ text, children }: { text: string; children?: ReactNode }) => (
  <div className="list-empty" role="status" data-testid="list-empty">
    <SearchX size={40} aria-hidden="true" />
    <p>{text}</p>
    {children}
  </div>
);

/** A list or page whose content failed to load says so, with a button to load it again. */
export const ListFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="list-empty" role="status">
      <p>{text}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  );
};
