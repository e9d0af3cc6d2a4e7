import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { SmallTable, type SmallTableProps } from './small-table';

/** A small table of `rows`, one body row each by `row`; where there are none, the line `none`. */
export function RowsTable<T>({
  rows,
  none,
  row,
  ...table
}: Omit<SmallTableProps, 'children'> & {
  rows: readonly T[];
  none: string;
  row: (item: T, index: number) => ReactNode;
}) {
  if (rows.length === 0) return <Typography>{none}</Typography>;
  return <SmallTable {...table}>{rows.map(row)}</SmallTable>;
}
