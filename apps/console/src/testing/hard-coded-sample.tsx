// Read by locales/hard-coded-text.test.ts only: each English text here must be found, no key.
import { TextField } from '@mui/material';
import { ChipField, useNotify, useTranslate } from 'react-admin';

export function HardCodedSample({ found, row }: { found: boolean; row: { state: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <div data-testid="sample-page">
      Hello operator
      <TextField label="Member name" />
      <button type="button" onClick={() => notify('Saved the member')}>
        {translate('console.decide.done', { action: 'x' })}
      </button>
      <span>{found ? translate('ra.page.not_found') : 'not found'}</span>
      <button type="button" onClick={() => window.confirm('Approve all?')}>
        {translate('ra.action.confirm')}
      </button>
      <TextField label="console.members.labels" />
      <ChipField source="status" />
      <span>{row.state}</span>
    </div>
  );
}
