import { useId } from 'react';
import { useFilterForm } from '@/lib/filter-form';
import { useTranslation } from '@/lib/use-translation';
import type { LotteryFilter } from '../utils/tiles';

interface LotteryFilterPanelProps {
  categories: readonly string[];
  value: LotteryFilter;
  onApply: (filter: LotteryFilter) => void;
  onClear: () => void;
}

/** §2.9 filter panel: text on the name (remark) and a category (the menu's labelName). */
export const LotteryFilterPanel = ({
  categories,
  value,
  onApply,
  onClear,
}: LotteryFilterPanelProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { values, set, submit } = useFilterForm<LotteryFilter>(value, (chosen) =>
    onApply({ text: chosen.text.trim(), category: chosen.category }),
  );
  return (
    <form
      className="lottery-filter card"
      onSubmit={submit}
      role="search"
      aria-label={t('lottery.filter_title')}
      data-testid="lottery-filter"
    >
      <label className="lottery-filter__field" htmlFor={`${id}-text`}>
        <span>{t('lottery.filter_text')}</span>
        <input
          id={`${id}-text`}
          className="field-input"
          type="search"
          value={values.text}
          maxLength={100}
          placeholder={t('lottery.filter_text_placeholder')}
          onChange={(e) => set({ text: e.target.value })}
          data-testid="lottery-filter-text"
        />
      </label>
      <label className="lottery-filter__field" htmlFor={`${id}-category`}>
        <span>{t('lottery.filter_category')}</span>
        <select
          id={`${id}-category`}
          className="field-input"
          value={values.category}
          onChange={(e) => set({ category: e.target.value })}
          data-testid="lottery-filter-category"
        >
          <option value="">{t('lottery.filter_all_categories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <div className="lottery-filter__actions">
        <button type="button" className="button button--ghost" onClick={onClear}>
          {t('lottery.filter_clear')}
        </button>
        <button type="submit" className="button button--primary">
          {t('lottery.filter_apply')}
        </button>
      </div>
    </form>
  );
};
