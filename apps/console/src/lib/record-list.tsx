import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Button, TableCell } from '@mui/material';
import type { Named } from './record-editor';

/** What a list page gives the editor of the record it opens. */
export interface EditorProps<F> {
  initial: F;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A list page's editing of its records, one at a time: `top` is the record open in `Editor`, or
 * else (for those who `edits`) the button that opens a new one from `blank`; `editButton` opens a
 * row's record. Cancel closes the editor; a save closes it and reloads the list.
 */
export function useRecordEditing<F extends { id?: number }>({
  Editor,
  reload,
  edits,
  newLabel,
  blank,
}: {
  Editor: ComponentType<EditorProps<F>>;
  reload: () => Promise<unknown>;
  edits: boolean;
  newLabel: string;
  blank: () => F;
}) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<F | null>(null);
  const top = editing ? (
    <Editor
      key={editing.id ?? 'new'}
      initial={editing}
      onCancel={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        void reload();
      }}
    />
  ) : edits ? (
    <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing(blank())}>
      {translate(newLabel)}
    </Button>
  ) : null;
  const editButton = (record: F) =>
    edits ? (
      <Button size="small" onClick={() => setEditing(record)}>
        {translate('ra.action.edit')}
      </Button>
    ) : null;
  return { top, editButton };
}

/** The heads of the code and names columns of a list of levels or mall items. */
export const namedHead = (translate: (key: string) => string) => [
  translate('console.engagement.code'),
  translate('console.engagement.name'),
];

/** A level's or a mall item's code and names in its row: "Gold / ทอง". */
export function NamedCells({ record }: { record: Named }) {
  return (
    <>
      <TableCell>{record.code}</TableCell>
      <TableCell>
        {record.nameEn} / {record.nameTh}
      </TableCell>
    </>
  );
}
