import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useState } from 'react';
import type { Operation, OperatorRole } from '@lotto/contract';
import { useOpsValue } from '../lib/use-ops-value';
import { roleIn } from '../lib/roles';

/** Issue 32: the Agents pages are read by every role that reads members. */
export const seesAgents = (role: OperatorRole) => role !== 'content';
/** Moving a downline changes who earns on a line: the owner's alone (the server says the same). */
export const movesDownlines = roleIn('owner');
/** Ending a contract and paying a statement now are money: owner and finance. */
export const actsOnContracts = roleIn('owner', 'finance');

/** Previous / next under a paged table, after the line `none` (a key) when nothing matched. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
  none,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  none: string;
}) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      {total === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(none)}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Button size="small" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
          {translate('console.agents.previous_page')}
        </Button>
        <Typography variant="body2">
          {translate('console.agents.page_of', { page: pageNo, pages, total })}
        </Typography>
        <Button size="small" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
          {translate('console.agents.next_page')}
        </Button>
      </Stack>
    </>
  );
}

/** How many rows a page of the contracts and statements lists holds. */
const PAGE_SIZE = 25;

/**
 * A paged Agents list (`op`) read by the filters last sent, `none` at first (any of each):
 * `filter` sends new ones from the first page; `open` is the row shown below the table.
 */
export function useFilteredPages<O extends Operation, F extends Record<string, string>>(
  op: O,
  none: F,
) {
  const [filters, setFilters] = useState(none);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { value, error, load } = useOpsValue(op, { ...filters, pageNo, pageSize: PAGE_SIZE });
  const filter = (values: F) => {
    setPageNo(1);
    setFilters(values);
  };
  const pager = { pageNo, pageSize: PAGE_SIZE, onPage: setPageNo };
  return { page: value, error, load, filter, pager, open, setOpen };
}
