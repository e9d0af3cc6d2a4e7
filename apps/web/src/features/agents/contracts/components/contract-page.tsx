import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_MS,
  type ContractDecision,
  type ContractKind,
  type ContractPageValue,
  type ContractView,
} from '@lotto/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatMerchantTime } from '@/lib/merchant-time';
import { refusalOf } from '@/lib/refusal';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { AgentPage } from '../../components/agent-page';
import { AgentLoadError } from '../../components/agent-load-error';
import { contractKeys, decideContractRequest, useContractPage } from '../api/contracts';
import { ContractTerms } from './contract-terms';
import '../messages';
import './contracts.css';
import { AgentSection } from '../../components/agent-section';

const TITLE: Record<ContractKind, string> = {
  daily_salary: 'title.salary_contract',
  dividend: 'title.dividend_contract',
  hourly_salary: 'title.hour_contract',
};

/**
 * §2.1 getSalaryContract, getDevidendContract, getHourContract: the offer awaiting the agent's
 * review (accept or reject, each confirmed), the contract in force with its tiers, the
 * statements of each period paid and the history of offers.
 */
export const ContractPage = ({ kind, name }: { kind: ContractKind; name: string }) => {
  return (
    <AgentPage name={name} titleKey={TITLE[kind]}>
      <ContractBody kind={kind} />
    </AgentPage>
  );
};

const ContractBody = ({ kind }: { kind: ContractKind }) => {
  const { data, error, isPending, refetch } = useContractPage(kind);
  if (error) return <AgentLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <div className="card agents-section" aria-busy="true" />;
  return <ContractSections data={data} />;
};

const ContractSections = ({ data }: { data: ContractPageValue }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {data.awaiting ? <Awaiting contract={data.awaiting} /> : null}
      {data.current ? (
        <section
          className="card agents-section"
          aria-labelledby={`${id}-current`}
          data-testid="contract-current"
        >
          <h3 id={`${id}-current`} className="agents-section__title">
            {t('contracts.current_title')}
          </h3>
          <ContractTerms contract={data.current} />
        </section>
      ) : data.awaiting ? null : (
        <p className="card agents-empty" data-testid="contract-none">
          {t('contracts.none')}
        </p>
      )}
      <Statements data={data} />
      {data.history.length > 0 ? <History history={data.history} /> : null}
    </>
  );
};

const Awaiting = ({ contract }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const id = useId();
  const offsets = useZoneOffsets();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ContractDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pending, guard } = useSingleSubmit();

  const decide = guard(async () => {
    const decision = confirming;
    setConfirming(null);
    if (!decision) return;
    setError(null);
    try {
      await decideContractRequest({ id: contract.id, decision });
      showToast(
        'success',
        t(decision === 'accept' ? 'contracts.accepted' : 'contracts.rejected'),
        NOTIFICATION_MS,
      );
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? refusalOf(err).message : t('contracts.failed'));
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    }
  });

  return (
    <section
      className="card agents-section contracts-awaiting"
      aria-labelledby={`${id}-title`}
      data-testid="contract-awaiting"
    >
      <h3 id={`${id}-title`} className="agents-section__title">
        {t('contracts.awaiting_title')}
      </h3>
      <p className="agents-muted">
        {t('contracts.offered_by', {
          upline: contract.upline ?? t('contracts.platform'),
          time: formatMerchantTime(contract.offeredAt, offsets),
        })}
      </p>
      <ContractTerms contract={contract} />
      {error ? (
        <p className="field-error" role="alert" data-testid="contract-error">
          {error}
        </p>
      ) : null}
      <div className="agents-row contracts-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={pending}
          onClick={() => setConfirming('reject')}
          data-testid="contract-reject"
        >
          {t('contracts.reject')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => setConfirming('accept')}
          data-testid="contract-accept"
        >
          {t('contracts.accept')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming === 'reject'
            ? 'contracts.confirm_reject_title'
            : 'contracts.confirm_accept_title',
        )}
        message={t(
          confirming === 'reject' ? 'contracts.confirm_reject' : 'contracts.confirm_accept',
        )}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void decide()}
        testId="contract-confirm"
      />
    </section>
  );
};

const Statements = ({ data }: { data: ContractPageValue }) => {
  const { t } = useTranslation();
  const { money, signed } = useMoneyFormat();
  const dividend =
    data.statements.length > 0 && (data.current ?? data.history[0])?.kind === 'dividend';
  return (
    <AgentSection title={t('contracts.statements')}>
      {data.statements.length === 0 ? (
        <p className="agents-muted" data-testid="contract-no-statements">
          {t('contracts.no_statements')}
        </p>
      ) : (
        <ul className="agents-list" data-testid="contract-statements">
          {data.statements.map((s) => (
            <li key={s.id} className="contracts-statement" data-testid="contract-statement">
              <span className="agents-list__name">
                <strong>{s.periodKey}</strong>
                <span className="agents-muted">
                  {t('contracts.turnover')} {money(s.turnover)}
                  {dividend ? ` · ${t('contracts.net_loss')} ${signed(s.netLoss)}` : ''} ·{' '}
                  {t('contracts.active_players')} {s.activePlayers}
                </span>
                <span className="agents-muted">
                  {s.tier === null
                    ? t('contracts.no_tier')
                    : t('contracts.tier_reached', { tier: s.tier, rate: s.rate })}
                  {s.reference ? ` · ${t('contracts.reference', { reference: s.reference })}` : ''}
                </span>
              </span>
              <span className="agents-list__figures">
                <strong data-testid="contract-statement-amount">{money(s.amount)}</strong>
                <span className="agents-muted">{t(`contracts.state_${s.state}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AgentSection>
  );
};

const History = ({ history }: { history: ContractView[] }) => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  return (
    <AgentSection title={t('contracts.history')}>
      <ul className="agents-list" data-testid="contract-history">
        {history.map((c) => (
          <li key={c.id} className="agents-list__item" data-state={c.state}>
            <span className="agents-list__name">
              <strong>{t(`contracts.contract_${c.state}`)}</strong>
              <span className="agents-muted">
                {t('contracts.offered_by', {
                  upline: c.upline ?? t('contracts.platform'),
                  time: formatMerchantTime(c.offeredAt, offsets),
                })}
              </span>
            </span>
            <span className="agents-muted">
              {c.tiers.map((tier) => `${tier.rate} %`).join(' / ')}
            </span>
          </li>
        ))}
      </ul>
    </AgentSection>
  );
};
