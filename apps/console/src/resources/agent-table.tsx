import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type SxProps,
} from '@mui/material';

/** A heading cell: its text, right-aligned where the column holds figures. */
type Head = string | { label: string; align: 'right' };
export const figures = (label: string): Head => ({ label, align: 'right' });

/** A small table of the Agents pages with its heading row; `children` are its body rows. */
export function AgentTable({
  label,
  head,
  children,
  sx,
}: {
  label: string;
  head: readonly Head[];
  children: ReactNode;
  sx?: SxProps;
}) {
  return (
    <Table size="small" aria-label={label} sx={sx}>
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
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** The last cell of a row that opens it below the table; `label` names which row it opens. */
export function OpenCell({ label, onOpen }: { label: string; onOpen: () => void }) {
  const translate = useTranslate();
  return (
    <TableCell>
      <Button size="small" onClick={onOpen} aria-label={label}>
        {translate('console.agents.open')}
      </Button>
    </TableCell>
  );
}
