import type { ReactNode } from 'react';
import { RecordDetail, type RecordDetailProps } from './RecordDetail';

/** What a record's editor is given to save and reload it. */
export interface RecordEditing<Loaded, Body, Saved> {
  saving: boolean;
  send: (body: Body) => Promise<Saved>;
  reload: () => Promise<{ data?: Loaded }>;
}

interface Props<Loaded, Body, Saved> extends Omit<RecordDetailProps<Loaded>, 'valid' | 'query' | 'children'> {
  /** The record's id in the address (a positive number names one). */
  id: number;
  query: { data?: Loaded; isError: boolean; error: unknown; refetch: () => Promise<{ data?: Loaded }> };
  /** The record's save (a mutation): sending and whether one is under way. */
  save: { isPending: boolean; mutateAsync: (body: Body) => Promise<Saved> };
  /** The editor of the record once read, with how it saves and reloads. */
  children: (loaded: Loaded, editing: RecordEditing<Loaded, Body, Saved>) => ReactNode;
}

/** A record's edit screen: its header, then its editor once the record is read (or why it cannot be). */
export function RecordEditorDetail<Loaded, Body, Saved>({
  id,
  query,
  save,
  children,
  ...detail
}: Props<Loaded, Body, Saved>) {
  const editing: RecordEditing<Loaded, Body, Saved> = {
    saving: save.isPending,
    send: (body) => save.mutateAsync(body),
    reload: () => query.refetch(),
  };
  return (
    <RecordDetail {...detail} valid={id > 0} query={query}>
      {(loaded) => children(loaded, editing)}
    </RecordDetail>
  );
}
