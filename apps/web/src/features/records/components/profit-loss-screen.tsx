import { useState } from 'react';
import { formatMerchantDay } from '@/lib/merchant-time';
import type { ProfitLossValue } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { useProfitLoss } from '../api/records-queries';
import type { RangeState } from '../utils/range';
import { Money } from './money';
import { RangeFilter } from './range-filter';
import { RecordsEmpty, RecordsFailed, RecordsLoading } from './records-states';
import { TotalsCard } from './totals-card';

const ByType = ({ rows }: { rows: ProfitLossValue['byGameType'] }) => {
  const { t } = useTranslation();
  return (
    <table className="records-table">
      <thead>
        <tr>
          <th scope="col">{t('records.game_type')}</th>
          <th scope="col">{t('records.stake')}</th>
          <th scope="col">{t('records.win')}</th>
          <th scope="col">{t('records.net')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.gameType}>
            <th scope="row">
              {r.gameType === 'OTHER' ? t('records.other_type') : t(`category.${r.gameType}`)}
            </th>
            <td>
              <Money value={r.stake} />
            </td>
            <td>
              <Money value={r.win} />
            </td>
            <td>
              <Money value={r.net} signed />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** §1 profit and loss (/m/profitandloss): per day and for the range, by game type. */
export const ProfitLossScreen = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeState>({ range: '7d' });
  const query = useProfitLoss(range);
  const value = query.data;
  return (
    <div className="records">
      <RangeFilter value={range} onChange={setRange} />
      {query.isPending ? (
        <RecordsLoading />
      ) : query.isError || !value ? (
        <RecordsFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TotalsCard
            totals={value.total}
            title={t('records.period', { from: value.period.from, to: value.period.to })}
          />
          {value.days.length === 0 ? (
            <RecordsEmpty />
          ) : (
            <>
              <h2 className="records-heading">{t('records.by_game_type')}</h2>
              <ByType rows={value.byGameType} />
              <h2 className="records-heading">{t('records.by_day')}</h2>
              <ul className="records-days" data-testid="pnl-days">
                {value.days.map((d) => (
                  <li key={d.date} className="records-day">
                    <div className="records-day__head">
                      <span>{formatMerchantDay(d.date)}</span>
                      <Money value={d.total.net} signed />
                    </div>
                    <ByType rows={d.byGameType} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
};
