import { SelectInput, useTranslate, type Validator } from 'react-admin';
import { VALUE_KINDS, valueText, type ValueKind } from './value-texts';

/** A select of the values of a kind, worded in the operator's language. */
export function ValueSelect({
  kind,
  minWidth,
  ...input
}: {
  source: string;
  label: string;
  kind: ValueKind;
  minWidth: number;
  validate?: Validator | Validator[];
  helperText?: false;
  emptyText?: string;
}) {
  const translate = useTranslate();
  return (
    <SelectInput
      size="small"
      choices={VALUE_KINDS[kind].map((o) => ({ id: o, name: valueText(translate, kind, o) }))}
      translateChoice={false}
      sx={{ minWidth }}
      {...input}
    />
  );
}
