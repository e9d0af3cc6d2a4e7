import { Box, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The header of a table's column of buttons: named for screen readers (a data cell under an empty
 * header has no header, WCAG 1.3.1), not shown.
 */
export function ActionsHeader() {
  const translate = useTranslate();
  return (
    <TableCell>
      <Box component="span" sx={visuallyHidden}>
        {translate('console.actions')}
      </Box>
    </TableCell>
  );
}
