import { useId, useState } from 'react';
import Search from 'lucide-react/icons/search';
import { useFilterForm } from '@/lib/filter-form';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { useTeamMembers } from '../api/agents';
import { agentPage } from './agent-page';
import { AgentLoadError } from './agent-load-error';
import { AgentsPager } from './agents-pager';
import { TransferForm } from './transfer-form';
import { DownlineQuotaForm } from './downline-quota-form';
import { OfferContractForm } from '../contracts/components/offer-contract-form';
import { AgentSection } from './agent-section';

const PAGE_SIZE = 20;

const TeamList = () => {
  const { t } = useTranslation();
  const id = useId();
  const offsets = useZoneOffsets();
  const { decimals, money } = useMoneyFormat();
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const search = useFilterForm({ username: '' }, (typed) => {
    setUsername(typed.username.trim());
    setPageNo(1);
  });
  // The downline whose transfer form is open (one at a time).
  const [transferTo, setTransferTo] = useState<string | null>(null);
  // The sub-agent whose contract offer form is open (issue 32, agents/contracts).
  const [offerTo, setOfferTo] = useState<string | null>(null);
  // The sub-agent whose rebate quota form is open.
  const [quotaOf, setQuotaOf] = useState<string | null>(null);
  const { data, error, isPending, refetch } = useTeamMembers(
    { ...(username ? { username } : {}), pageNo, pageSize: PAGE_SIZE },
    true,
  );

  return (
    <>
      <form className="agents-row" role="search" onSubmit={search.submit}>
        <label className="sr-only" htmlFor={`${id}-search`}>
          {t('agents.search_label')}
        </label>
        <input
          id={`${id}-search`}
          className="field-input"
          type="search"
          autoCapitalize="none"
          placeholder={t('agents.search_placeholder')}
          value={search.values.username}
          onChange={(e) => search.set({ username: e.target.value })}
          data-testid="team-search"
        />
        <button type="submit" className="button button--primary" aria-label={t('agents.search')}>
          <Search size={18} aria-hidden="true" />
        </button>
      </form>
      {error ? (
        <AgentLoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card agents-section" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <p className="card agents-empty" data-testid="team-empty">
          {username ? t('agents.no_match') : t('agents.no_downlines')}
        </p>
      ) : (
        <AgentSection title={t('agents.direct_downlines')}>
          <ul className="agents-list" data-testid="team-list">
            {data.list.map((m) => (
              <li key={m.username} className="agents-list__item" data-testid="team-member">
                <span className="agents-list__name">
                  <strong>{m.username}</strong>
                  <span className="agents-muted">
                    {t(m.customerType === 0 ? 'agents.kind_member' : 'agents.kind_agent')} ·{' '}
                    {formatMerchantTime(m.registeredAt, offsets)}
                  </span>
                </span>
                <span className="agents-list__figures">
                  <span>{money(m.balance)}</span>
                  <span className="agents-muted">
                    {t('agents.team_size', { count: m.teamSize })}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost agents-transfer-open"
                    aria-expanded={transferTo === m.username}
                    // The visible word first, then whom (axe: label-content-name-mismatch).
                    aria-label={`${t('agents.transfer')} ${m.username}`}
                    onClick={() => setTransferTo((u) => (u === m.username ? null : m.username))}
                    data-testid="transfer-open"
                  >
                    {t('agents.transfer')}
                  </button>
                  {m.customerType !== 0 ? (
                    <button
                      type="button"
                      className="button button--ghost agents-transfer-open"
                      aria-expanded={offerTo === m.username}
                      aria-label={`${t('contracts.offer')} ${m.username}`}
                      onClick={() => setOfferTo((u) => (u === m.username ? null : m.username))}
                      data-testid="offer-open"
                    >
                      {t('contracts.offer')}
                    </button>
                  ) : null}
                  {m.customerType !== 0 ? (
                    <button
                      type="button"
                      className="button button--ghost agents-transfer-open"
                      aria-expanded={quotaOf === m.username}
                      aria-label={`${t('agents.quota_open')} ${m.username}`}
                      onClick={() => setQuotaOf((u) => (u === m.username ? null : m.username))}
                      data-testid="quota-open"
                    >
                      {t('agents.quota_open')}
                    </button>
                  ) : null}
                </span>
                {transferTo === m.username ? (
                  <TransferForm
                    username={m.username}
                    decimals={decimals}
                    money={money}
                    limits={data.transferLimits}
                    onDone={() => setTransferTo(null)}
                  />
                ) : null}
                {offerTo === m.username ? (
                  <OfferContractForm
                    username={m.username}
                    decimals={decimals}
                    onDone={() => setOfferTo(null)}
                  />
                ) : null}
                {quotaOf === m.username ? (
                  <DownlineQuotaForm username={m.username} onDone={() => setQuotaOf(null)} />
                ) : null}
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <AgentsPager
              page={pageNo}
              shown={data.pageNum}
              pages={data.totalPages}
              onPage={setPageNo}
              muted
              nextTestId="team-next"
            />
          ) : null}
        </AgentSection>
      )}
    </>
  );
};

/** §2.1 /m/member/team: the agent's direct downlines, searched by username and paged. */
export const MemberTeamPage = agentPage('member-team', 'title.member_team', TeamList);
