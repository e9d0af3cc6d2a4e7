import type { AgentStatementValue } from '@lotto/contract';
import { formatMerchantDay, formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { StatementRow, StatementSection } from './statement-section';

/** The rebates by merchant day, each with the ledger transactions that paid it. */
export const StatementRebates = ({ data }: { data: AgentStatementValue }) => {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const offsets = useZoneOffsets();
  return (
    <StatementSection
      titleKey="statement.rebates_title"
      emptyKey="statement.no_rebates"
      testId="statement-rebates"
      items={data.rebates}
    >
      {(r) => (
        <StatementRow
          key={r.day}
          testId="statement-rebate"
          name={
            <>
              <strong>{formatMerchantDay(r.day)}</strong>
              <span className="agents-muted">{t('statement.bets', { count: r.bets })}</span>
              {r.transactions.map((x) => (
                <span key={x.id} className="agents-muted">
                  {t('statement.paid_ref', {
                    time: formatMerchantTime(x.postedAt, offsets),
                    reference: x.reference ?? `#${x.id}`,
                  })}
                </span>
              ))}
            </>
          }
          figures={<strong>{money(r.amount)}</strong>}
        />
      )}
    </StatementSection>
  );
};
