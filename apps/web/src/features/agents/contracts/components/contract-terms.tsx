import type { ContractView } from '@lotto/contract';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';

/** A contract's tiers as a table, and a dividend's period and carry-over. */
export const ContractTerms = ({ contract }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  return (
    <>
      <table className="contracts-tiers" data-testid="contract-tiers">
        <caption className="sr-only">{t('contracts.terms')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tier')}</th>
            <th scope="col">{t(`contracts.threshold_${contract.kind}`)}</th>
            <th scope="col">{t('contracts.active_players')}</th>
            <th scope="col">{t('contracts.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>{money(tier.threshold)}</td>
              <td>{tier.activePlayers}</td>
              <td>{tier.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {contract.kind === 'dividend' && contract.period ? (
        <p className="agents-muted" data-testid="contract-period">
          {t('contracts.period')}: {t(`contracts.period_${contract.period}`)} ·{' '}
          {t(contract.carryOver ? 'contracts.carry_over_yes' : 'contracts.carry_over_no')}
        </p>
      ) : null}
    </>
  );
};
