import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OperatorRole } from '@lotto/contract';

/** Issue 32: the Agents pages are read by every role that reads members. */
export const seesAgents = (role: OperatorRole) => role !== 'content';
/** Moving a downline changes who earns on a line: the owner's alone (the server says the same). */
export const movesDownlines = (role: OperatorRole | undefined) => role === 'owner';
/** Ending a contract and paying a statement now are money: owner and finance. */
export const actsOnContracts = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'finance';

/** Previous / next under a paged table. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
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
  );
}
