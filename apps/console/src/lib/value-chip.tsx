import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { valueText, type ValueKind } from './value-texts';

/**
 * A record's stored value (a state, a method, a role) as a chip in the operator's language.
 * `source` and `label` are read by the list's column header as a ChipField's are.
 */
export const ValueChipField = ({
  source,
  kind,
}: {
  source: string;
  kind: ValueKind;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = source
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      record,
    );
  if (typeof value !== 'string') return null;
  return <Chip size="small" label={valueText(translate, kind, value)} />;
};
