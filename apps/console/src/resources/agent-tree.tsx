import { useCallback, useEffect, useState } from 'react';
import { Form, HttpError, TextInput, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Box, Breadcrumbs, Button, Link, TableCell, TableRow, Typography } from '@mui/material';
import {
  AGENT_TREE_PAGE_SIZE,
  MOVE_TRIAL_REFUSAL,
  opsAgentTree,
  opsMoveDownline,
  type AgentTreeNode,
  type FieldIssue,
  type OperatorRole,
  type OperationValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { fieldsOf, refusalOf } from '../lib/form-refusal';
import { messageOf } from '../lib/ops-list';
import { movesDownlines, Pager } from './agents-shared';
import { ConsolePage } from '../lib/console-page';
import { figures, SmallTable } from '../lib/small-table';
import {
  AgentFormHeading,
  AgentFormRow,
  FILTER_INPUT,
  FilterForm,
  RequiredText,
} from './agent-forms';

type Tree = OperationValue<typeof opsAgentTree>;

/**
 * The refused move's field messages; §6 a trial account's refusal (its issue's reason) in the
 * operator's language, the others as the server words them.
 */
const moveRefusals = (err: unknown, translate: (key: string) => string) => {
  const codes =
    err instanceof HttpError
      ? (err.body as { fieldCodes?: Record<string, FieldIssue> } | undefined)?.fieldCodes
      : undefined;
  return Object.fromEntries(
    Object.entries(fieldsOf(err)).map(([field, text]) => [
      field,
      codes?.[field]?.params?.reason === MOVE_TRIAL_REFUSAL
        ? translate(`console.agents.trial_${field}`)
        : text,
    ]),
  );
};

interface MoveValues {
  username: string;
  upline: string;
}

/** Moves a member (with its team) under another agent; the server refuses naming the field. */
function MoveForm({ initial, onMoved }: { initial: string; onMoved: (username: string) => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  // A move done starts the form again from the member now shown, its new upline empty.
  const [moves, setMoves] = useState(0);

  const submit = async ({ username, upline }: MoveValues) => {
    const who = username.trim();
    const to = upline.trim();
    if (!window.confirm(translate('console.agents.confirm_move', { member: who, upline: to })))
      return undefined;
    try {
      const moved = await opsCall(opsMoveDownline, { body: { username: who, upline: to } });
      notify('console.agents.moved', {
        type: 'success',
        messageArgs: { member: who, smart_count: moved.endedContracts },
      });
      setMoves((n) => n + 1);
      onMoved(moved.member.username);
      return undefined;
    } catch (err) {
      return refusalOf(moveRefusals(err, translate), err);
    }
  };

  return (
    <Box data-testid="move-downline-form" sx={{ my: 3 }}>
      <Form<MoveValues>
        key={`${initial}:${moves}`}
        defaultValues={{ username: initial, upline: '' }}
        onSubmit={(values: FieldValues) => submit(values as MoveValues)}
      >
        <AgentFormHeading
          title={translate('console.agents.move_title')}
          text={translate('console.agents.move_text')}
        />
        <AgentFormRow>
          <RequiredText source="username" label="console.agents.member_to_move" />
          <RequiredText source="upline" label="console.agents.new_upline" />
          <Button type="submit" variant="contained">
            {translate('console.agents.move')}
          </Button>
        </AgentFormRow>
      </Form>
    </Box>
  );
}

function NodeRows({
  nodes,
  onOpen,
}: {
  nodes: AgentTreeNode[];
  onOpen: (username: string) => void;
}) {
  return (
    <>
      {nodes.map((n) => (
        <TableRow key={n.username} data-testid="agent-tree-row">
          <TableCell>
            <Link component="button" type="button" onClick={() => onOpen(n.username)}>
              {n.username}
            </Link>
          </TableCell>
          <TableCell>{n.customerType}</TableCell>
          <TableCell align="right">{n.directDownlines}</TableCell>
          <TableCell align="right">{n.teamSize}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

/**
 * Issue 32: the agent tree. Without a member, the agents with no upline; with one, its upline
 * chain (each a link up) and a page of its direct downlines with their counts (each a link down).
 */
export function AgentTreePage() {
  const { permissions } = usePermissions<OperatorRole>();
  const translate = useTranslate();
  const [shown, setShown] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [tree, setTree] = useState<Tree | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setTree(
        await opsCall(opsAgentTree, {
          query: { username: shown, pageNo, pageSize: AGENT_TREE_PAGE_SIZE },
        }),
      );
    } catch (err) {
      setTree(null);
      setError(messageOf(err));
    }
  }, [shown, pageNo]);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (username: string) => {
    setShown(username);
    setPageNo(1);
  };

  return (
    <ConsolePage testId="agent-tree-page" title="console.title.agent_tree">
      <FilterForm
        key={shown}
        role="search"
        defaultValues={{ username: shown }}
        submitLabel={translate('console.agents.show')}
        onSubmit={({ username }) => open(username)}
        error={error}
        after={
          <Button type="button" onClick={() => open('')}>
            {translate('console.agents.top_of_tree')}
          </Button>
        }
      >
        <TextInput source="username" label="console.agents.member_username" {...FILTER_INPUT} />
      </FilterForm>
      {tree ? (
        <>
          <Breadcrumbs aria-label={translate('console.agents.upline_chain')} sx={{ mb: 1 }}>
            <Link component="button" type="button" onClick={() => open('')}>
              {translate('console.agents.top')}
            </Link>
            {tree.uplines.map((u) => (
              <Link
                key={u.username}
                component="button"
                type="button"
                onClick={() => open(u.username)}
              >
                {u.username}
              </Link>
            ))}
            {tree.member ? (
              <Typography color="text.primary">{tree.member.username}</Typography>
            ) : null}
          </Breadcrumbs>
          {tree.member ? (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="agent-tree-member">
              {translate('console.agents.member_summary', {
                member: tree.member.username,
                type: tree.member.customerType,
                direct: tree.member.directDownlines,
                team: tree.member.teamSize,
              })}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('console.agents.no_upline')}
            </Typography>
          )}
          <SmallTable
            label={translate(
              tree.member ? 'console.agents.direct_downlines_table' : 'console.agents.tops_table',
            )}
            head={[
              translate(tree.member ? 'console.agents.direct_downline' : 'console.agents.agent'),
              translate('console.agents.type'),
              figures(translate('console.agents.direct_downlines')),
              figures(translate('console.agents.team_size')),
            ]}
          >
            <NodeRows nodes={tree.list} onOpen={open} />
          </SmallTable>
          <Pager
            none={tree.member ? 'console.agents.no_direct_downlines' : 'console.agents.no_agents'}
            pageNo={pageNo}
            pageSize={AGENT_TREE_PAGE_SIZE}
            total={tree.total}
            onPage={setPageNo}
          />
        </>
      ) : null}
      {movesDownlines(permissions) ? (
        <MoveForm initial={tree?.member?.username ?? ''} onMoved={open} />
      ) : null}
    </ConsolePage>
  );
}
