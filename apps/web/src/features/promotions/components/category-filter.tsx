import type { PromotionCategory } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';

interface CategoryFilterProps {
  categories: readonly PromotionCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** §2.11 the scrollable category filter; "all" first. */
export const CategoryFilter = ({ categories, selected, onSelect }: CategoryFilterProps) => {
  const { t } = useTranslation();
  const chips = [{ id: null, name: t('promotions.all') }, ...categories];
  return (
    <div className="activity__filter" role="toolbar" aria-label={t('promotions.categories')}>
      {chips.map((c) => (
        <button
          key={c.id ?? 'all'}
          type="button"
          className="activity__chip"
          aria-pressed={selected === c.id}
          onClick={() => onSelect(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
};
