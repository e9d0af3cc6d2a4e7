import { useTranslate } from 'react-admin';
import { Button, TableCell } from '@mui/material';

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
