import './paged-list.css';
import type { ReactNode } from 'react';
import SearchX from 'lucide-react/icons/search-x';

/** §8 empty lists say so in words, with a way forward. */
export const ListEmpty = ({ text, children }: { text: string; children?: ReactNode }) => (
  <div className="list-empty" role="status" data-testid="list-empty">
    <SearchX size={40} aria-hidden="true" />
    <p>{text}</p>
    {children}
  </div>
);
