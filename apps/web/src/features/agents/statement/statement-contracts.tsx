import type { AgentStatementValue } from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { StatementRow, StatementSection } from './statement-section';

/** The contract statements of the range: figures, tier reached, who pays, paid or not. */
export const StatementContracts = ({ data }: { data: AgentStatementValue }) => {
  const { t } = useTranslation();
  const { money, signed } = useMoneyFormat();
  const offsets = useZoneOffsets();
  return (
    <StatementSection
      titleKey="statement.contracts_title"
      emptyKey="statement.no_contracts"
      testId="statement-contracts"
      items={data.contracts}
    >
      {(s) => (
        <StatementRow
          key={s.id}
          testId="statement-contract"
          state={s.state}
          name={
            <>
              <strong>
                {t(`contracts.kind_${s.kind}`)} · {s.periodKey}
              </strong>
              <span className="agents-muted">
                {t('contracts.turnover')} {money(s.turnover)}
                {s.kind === 'dividend'
                  ? ` · ${t('contracts.net_loss')} ${signed(s.netLoss)}`
                  : ''}{' '}
                · {t('contracts.active_players')} {s.activePlayers}
              </span>
              <span className="agents-muted">
                {s.tier === null
                  ? t('contracts.no_tier')
                  : t('contracts.tier_reached', { tier: s.tier, rate: s.rate })}
                {' · '}
                {s.payer === null
                  ? t('statement.paid_by_platform')
                  : t('statement.paid_by', { username: s.payer })}
              </span>
              {s.paidAt === null ? null : (
                <span className="agents-muted">
                  {t('statement.paid_ref', {
                    time: formatMerchantTime(s.paidAt, offsets),
                    reference: s.reference ?? `#${s.ledgerTransactionId}`,
                  })}
                </span>
              )}
            </>
          }
          figures={
            <>
              <strong>{money(s.amount)}</strong>
              <span className={s.state === 'unpaid' ? 'field-error' : 'agents-muted'}>
                {t(`contracts.state_${s.state}`)}
              </span>
            </>
          }
        />
      )}
    </StatementSection>
  );
};
