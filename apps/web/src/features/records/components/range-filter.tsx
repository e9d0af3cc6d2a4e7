import { useState } from 'react';
import { useFilterForm } from '@/lib/filter-form';
import { useTranslation } from '@/lib/use-translation';
import { customReady, RECORD_RANGES, type RangeState } from '../utils/range';

/** The date range chips of the records pages; custom opens two date fields. */
export const RangeFilter = ({
  value,
  onChange,
}: {
  value: RangeState;
  onChange: (next: RangeState) => void;
}) => {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(value.range === 'custom');
  const {
    values: { from, to },
    set,
    submit,
  } = useFilterForm({ from: value.from ?? '', to: value.to ?? '' }, (days) => {
    if (customReady(days.from, days.to))
      onChange({ range: 'custom', from: days.from, to: days.to });
  });
  return (
    <div className="records-range">
      <div className="records-range__chips" role="group" aria-label={t('records.range_label')}>
        {RECORD_RANGES.map((r) => {
          const on = r === 'custom' ? custom : !custom && value.range === r;
          return (
            <button
              key={r}
              type="button"
              className={`option-chip records-chip${on ? ' option-chip--on records-chip--on' : ''}`}
              aria-pressed={on}
              data-testid={`range-${r}`}
              onClick={() => {
                if (r === 'custom') setCustom(true);
                else {
                  setCustom(false);
                  onChange({ range: r });
                }
              }}
            >
              {t(`records.range_${r}`)}
            </button>
          );
        })}
      </div>
      {custom ? (
        <form className="records-range__custom" onSubmit={submit}>
          <label>
            <span>{t('records.from')}</span>
            <input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label>
            <span>{t('records.to')}</span>
            <input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
          <button
            type="submit"
            className="button button--primary"
            disabled={!customReady(from, to)}
          >
            {t('records.apply')}
          </button>
        </form>
      ) : null}
    </div>
  );
};
