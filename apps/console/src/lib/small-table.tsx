import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps } from '@mui/material';
import { ActionsHeader } from './actions-header';

/** A heading cell: its text, right-aligned where the column holds figures. */
export type Head = string | { label: string; align: 'right' };
export const figures = (label: string): Head => ({ label, align: 'right' });

/**
 * The console's small table with its heading row, named for screen readers by `label`;
 * `children` are its body rows, `testId` names it for tests. `actions` ends the heading with the unseen header of a column of
 * buttons.
 */
export type SmallTableProps = {
  label?: string;
  head: readonly Head[];
  actions?: boolean;
  children: ReactNode;
  sx?: SxProps;
  testId?: string;
};

export function SmallTable({
  label,
  head,
  actions = false,
  children,
  sx,
  testId,
}: SmallTableProps) {
  return (
    <Table size="small" aria-label={label} sx={sx} data-testid={testId}>
      <TableHead>
        <TableRow>
          {head.map((cell, i) =>
            typeof cell === 'string' ? (
              <TableCell key={i}>{cell}</TableCell>
            ) : (
              <TableCell key={i} align={cell.align}>
                {cell.label}
              </TableCell>
            ),
          )}
          {actions ? <ActionsHeader /> : null}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
