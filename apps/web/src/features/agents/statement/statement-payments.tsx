import type { AgentStatementValue } from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { StatementRow, StatementSection } from './statement-section';

/** The ledger kinds that pay an agent, named as the statement's totals name them. */
const PAYMENT_KIND: Record<string, string> = {
  agent_rebate: 'statement.total_rebates',
  agent_daily_salary: 'contracts.kind_daily_salary',
  agent_dividend: 'contracts.kind_dividend',
  agent_hourly_salary: 'contracts.kind_hourly_salary',
};

/** The ledger transactions that paid the agent in the range. */
export const StatementPayments = ({ data }: { data: AgentStatementValue }) => {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const offsets = useZoneOffsets();
  return (
    <StatementSection
      titleKey="statement.payments_title"
      emptyKey="statement.no_payments"
      testId="statement-payments"
      items={data.payments}
    >
      {(p) => (
        <StatementRow
          key={p.transactionId}
          testId="statement-payment"
          name={
            <>
              <strong>{p.kind in PAYMENT_KIND ? t(PAYMENT_KIND[p.kind]!) : p.kind}</strong>
              <span className="agents-muted">
                {formatMerchantTime(p.postedAt, offsets)}
                {' · '}
                {t('contracts.reference', { reference: p.reference ?? `#${p.transactionId}` })}
              </span>
            </>
          }
          figures={<strong>{money(p.amount)}</strong>}
        />
      )}
    </StatementSection>
  );
};
