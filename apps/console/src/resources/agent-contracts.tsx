import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import {
  opsAgentContract,
  opsAgentContracts,
  opsEndAgentContract,
  type ContractView,
  type OperatorRole,
} from '@lotto/contract';
import { useDateTime } from '../lib/dates';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { useOpsValue } from '../lib/use-ops-value';
import { actsOnContracts, Pager, useFilteredPages } from './agents-shared';
import { StatementsTable } from './agent-statements-table';
import { OfferPlatformContractForm } from './agent-contract-offer';
import { valueText } from '../lib/value-texts';
import { AgentListFilter, AnyOf } from './agent-forms';
import { OpenCell } from './agent-table';
import { ConsolePage } from '../lib/console-page';
import { figures, SmallTable } from '../lib/small-table';

/** The contracts filter's fields, each empty: any agent, state and kind. */
const ANY_CONTRACT = { username: '', state: '', kind: '' };

function ContractRows({ list, onOpen }: { list: ContractView[]; onOpen?: (id: number) => void }) {
  const dateTime = useDateTime();
  const translate = useTranslate();
  return (
    <>
      {list.map((c) => (
        <TableRow key={c.id} data-testid="agent-contract-row">
          <TableCell>{c.id}</TableCell>
          <TableCell>{c.username}</TableCell>
          <TableCell>{c.upline ?? translate('console.agents.platform')}</TableCell>
          <TableCell>{valueText(translate, 'contract_kind', c.kind)}</TableCell>
          <TableCell>{valueText(translate, 'contract_state', c.state)}</TableCell>
          <TableCell>{dateTime(c.offeredAt)}</TableCell>
          <TableCell>{c.decidedAt === null ? '' : dateTime(c.decidedAt)}</TableCell>
          {onOpen ? (
            <OpenCell
              label={translate('console.agents.open_contract', { id: c.id })}
              onOpen={() => onOpen(c.id)}
            />
          ) : null}
        </TableRow>
      ))}
    </>
  );
}

/** The heading of a contracts table; `open` adds the column of buttons that open one. */
function useContractHead(open: boolean) {
  const translate = useTranslate();
  return [
    translate('console.agents.id'),
    translate('console.agents.agent'),
    translate('console.agents.paid_by'),
    translate('console.agents.kind'),
    translate('console.agents.state'),
    translate('console.agents.offered'),
    translate('console.agents.decided'),
    ...(open ? [translate('console.agents.details')] : []),
  ];
}

/** One contract: its terms, the agent's contracts of that kind, its statements; ending it. */
function ContractDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const translate = useTranslate();
  const historyHead = useContractHead(false);
  const { value: detail, error: unread, load } = useOpsValue(opsAgentContract, { id });
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? unread;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!detail) return null;
  const c = detail.contract;
  const endable = c.state === 'offered' || c.state === 'accepted';
  const end = async () => {
    if (!window.confirm(translate('console.agents.confirm_end', { id: c.id, member: c.username })))
      return;
    try {
      await opsCall(opsEndAgentContract, { body: { id: c.id } });
      notify('console.agents.contract_ended', { type: 'success' });
      await load();
      onChanged();
    } catch (err) {
      setRefused(messageOf(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="agent-contract-detail">
      <Typography variant="h6" component="h2">
        {translate('console.agents.contract_title', {
          id: c.id,
          kind: valueText(translate, 'contract_kind', c.kind),
          member: c.username,
          state: c.state,
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.agents.paid_by_text', {
          payer: c.upline ?? translate('console.agents.the_platform'),
        })}
        {c.period ? ` · ${translate('console.agents.period', { period: c.period })}` : ''}
        {c.period && c.carryOver ? `, ${translate('console.agents.carry_over')}` : ''}
      </Typography>
      {endable && actsOnContracts(permissions) ? (
        <Button variant="outlined" color="error" onClick={() => void end()} sx={{ mb: 2 }}>
          {translate('console.agents.end_contract')}
        </Button>
      ) : null}
      <SmallTable
        label={translate('console.agents.tiers')}
        head={[
          translate('console.agents.tier'),
          figures(translate('console.agents.threshold')),
          figures(translate('console.agents.active_players')),
          figures(translate('console.agents.rate')),
        ]}
      >
        {c.tiers.map((t, i) => (
          <TableRow key={i}>
            <TableCell>{i + 1}</TableCell>
            <TableCell align="right">{t.threshold}</TableCell>
            <TableCell align="right">{t.activePlayers}</TableCell>
            <TableCell align="right">{t.rate}</TableCell>
          </TableRow>
        ))}
      </SmallTable>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('console.agents.history')}
      </Typography>
      <SmallTable label={translate('console.agents.history')} head={historyHead}>
        <ContractRows list={detail.history} />
      </SmallTable>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('console.agents.statements')}
      </Typography>
      {detail.statements.length === 0 ? (
        <Typography variant="body2">{translate('console.agents.no_statement')}</Typography>
      ) : (
        <StatementsTable list={detail.statements} />
      )}
    </Box>
  );
}

/** Issue 32: every agent's contracts, by agent, state and kind. */
export function AgentContractsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const translate = useTranslate();
  const head = useContractHead(true);
  const { page, error, load, filter, pager, open, setOpen } = useFilteredPages(
    opsAgentContracts,
    ANY_CONTRACT,
  );

  return (
    <ConsolePage testId="agent-contracts-page" title="console.title.agent_contracts">
      {actsOnContracts(permissions) ? (
        <OfferPlatformContractForm onOffered={() => void load()} />
      ) : null}
      <AgentListFilter defaultValues={ANY_CONTRACT} onSubmit={filter} error={error}>
        <AnyOf source="state" label="console.agents.state" kind="contract_state" minWidth={140} />
        <AnyOf source="kind" label="console.agents.kind" kind="contract_kind" minWidth={160} />
      </AgentListFilter>
      {page ? (
        <>
          <SmallTable label={translate('console.agents.contracts_table')} head={head}>
            <ContractRows list={page.list} onOpen={setOpen} />
          </SmallTable>
          <Pager {...pager} total={page.total} none="console.agents.no_contracts" />
        </>
      ) : null}
      {open === null ? null : <ContractDetail key={open} id={open} onChanged={() => void load()} />}
    </ConsolePage>
  );
}
