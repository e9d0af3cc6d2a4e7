import type { RecordTotals } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { Money } from './money';

/** Stake, win and net of a range (net: what the member won, or lost when negative). */
export const TotalsCard = ({ totals, title }: { totals: RecordTotals; title: string }) => {
  const { t } = useTranslation();
  return (
    <section className="records-totals" aria-label={title} data-testid="records-totals">
      <h2 className="records-totals__title">{title}</h2>
      <dl>
        <div>
          <dt>{t('records.count')}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>{t('records.stake')}</dt>
          <dd>
            <Money value={totals.stake} />
          </dd>
        </div>
        <div>
          <dt>{t('records.win')}</dt>
          <dd>
            <Money value={totals.win} />
          </dd>
        </div>
        <div>
          <dt>{t('records.net')}</dt>
          <dd data-testid="records-net">
            <Money value={totals.net} signed />
          </dd>
        </div>
      </dl>
    </section>
  );
};
