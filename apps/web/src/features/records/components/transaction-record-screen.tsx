import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useTransactionRecords } from '../api/records-queries';
import { formatMerchantTime } from '@/lib/merchant-time';
import type { RangeState } from '../utils/range';
import { useZoneOffsets } from '@/lib/settings';
import { Money } from './money';
import { RangeFilter } from './range-filter';
import { RecordPages } from './records-states';

/** §1 account record (/m/transaction/record): every ledger movement of the member. */
export const TransactionRecordScreen = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeState>({ range: '7d' });
  const query = useTransactionRecords(range);
  const offsets = useZoneOffsets();
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="records">
      <RangeFilter value={range} onChange={setRange} />
      <RecordPages query={query} count={rows.length}>
        <ul className="records-list" data-testid="transaction-records">
          {rows.map((r) => (
            <li key={r.id} className="records-row">
              <div className="records-row__main">
                <span className="records-row__title">
                  {t(`records.kind_${r.kind}`)}
                  {/* Two labels, read as two words ('Starting credit Demo credit'). */}
                  {r.demoCredit ? ' ' : null}
                  {r.demoCredit ? (
                    <span className="records-badge" data-testid="demo-credit">
                      {t('records.demo_credit')}
                    </span>
                  ) : null}
                </span>
                <span className="records-row__sub">
                  {formatMerchantTime(r.createdAt, offsets)}
                  {r.account === 'cash' ? '' : ` · ${t(`records.account_${r.account}`)}`}
                </span>
                {r.reference ? (
                  <span className="records-row__sub">
                    {t('records.reference')}: {r.reference}
                  </span>
                ) : null}
              </div>
              <div className="records-row__side">
                <Money value={r.amount} signed />
                <span className="records-row__sub">
                  {t('records.balance_after')} <Money value={r.balanceAfter} />
                </span>
                <span className="records-status records-status--settled">
                  {t(`records.state_${r.state}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </RecordPages>
    </div>
  );
};
