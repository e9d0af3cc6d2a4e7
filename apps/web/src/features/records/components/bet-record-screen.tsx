import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useBetRecords, useVendorsByType } from '../api/records-queries';
import { formatMerchantTime } from '@/lib/merchant-time';
import type { RangeState } from '../utils/range';
import { useZoneOffsets } from '@/lib/settings';
import { Money } from './money';
import { RangeFilter } from './range-filter';
import { RecordPages } from './records-states';
import { TotalsCard } from './totals-card';

/** §1 betting record (/m/gameRecord): every bet of every vendor, filtered, with totals. */
export const BetRecordScreen = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeState>({ range: 'today' });
  const [gameType, setGameType] = useState('');
  const [vendor, setVendor] = useState('');
  const types = useVendorsByType();
  const query = useBetRecords(range, gameType, vendor);
  const offsets = useZoneOffsets();
  const vendors = (types.data ?? [])
    .filter((c) => !gameType || c.gameCategory === gameType)
    .flatMap((c) => c.vendorNames)
    .filter((v, i, all) => all.findIndex((w) => w.accountTypeName === v.accountTypeName) === i);
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="records">
      <RangeFilter value={range} onChange={setRange} />
      <div className="records-filters">
        <label>
          <span>{t('records.game_type')}</span>
          <select
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value);
              setVendor('');
            }}
            data-testid="filter-game-type"
          >
            <option value="">{t('records.all')}</option>
            {(types.data ?? []).map((c) => (
              <option key={c.gameCategory} value={c.gameCategory}>
                {t(`category.${c.gameCategory}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('records.vendor')}</span>
          <select
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            data-testid="filter-vendor"
          >
            <option value="">{t('records.all')}</option>
            {vendors.map((v) => (
              <option key={v.accountTypeName} value={v.accountTypeName}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
      </div>
      {first ? (
        <TotalsCard
          totals={first.totals}
          title={t('records.period', { from: first.period.from, to: first.period.to })}
        />
      ) : null}
      <RecordPages query={query} count={rows.length}>
        <ul className="records-list" data-testid="bet-records">
          {rows.map((b) => (
            <li key={`${b.vendor}:${b.id}`} className="records-row">
              <div className="records-row__main">
                <span className="records-row__title">{b.gameName}</span>
                <span className="records-row__sub">
                  {b.vendor}
                  {b.gameType ? ` · ${t(`category.${b.gameType}`)}` : ''} ·{' '}
                  {formatMerchantTime(b.createdAt, offsets)}
                </span>
                <span className="records-row__sub">{b.txId}</span>
              </div>
              <div className="records-row__side">
                <span>
                  {t('records.stake')} <Money value={b.stake} />
                </span>
                <span>
                  {t('records.win')} {b.win === null ? '—' : <Money value={b.win} />}
                </span>
                <span className={`records-status records-status--${b.status}`}>
                  {t(`records.status_${b.status}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </RecordPages>
    </div>
  );
};
