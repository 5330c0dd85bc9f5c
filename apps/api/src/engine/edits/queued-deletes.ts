import { AppError } from '../../http/errors.ts';

/**
 * An editor save that carries every row as it now stands plus the ids of saved rows removed in the
 * session (spec part 2 §4). Each saved row must be either kept or queued for deletion, exactly once.
 */
export interface QueuedRows {
  /** How messages name a row: "Rate 12". */
  label: string;
  /** Ids of the saved rows this save may touch. */
  own: ReadonlySet<number>;
  /** Ids of saved rows in the save (new rows have none). */
  kept: readonly number[];
  deleted: readonly number[];
  /** Saved rows that go with a deleted parent and need no mention of their own. */
  implied?: (id: number) => boolean;
  /** A row's name in messages; its id by default. */
  nameOf?: (id: number) => string;
}

/** Every way the save disagrees with the saved rows, as messages naming the rows. */
export function queueProblems({ label, own, kept, deleted, implied, nameOf }: QueuedRows): string[] {
  const row = (id: number) => `${label} ${nameOf?.(id) ?? id}`;
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const id of kept) {
    if (!own.has(id)) problems.push(`${row(id)} is not part of this record`);
    else if (seen.has(id)) problems.push(`${row(id)} appears twice`);
    seen.add(id);
  }
  for (const id of deleted) {
    if (!own.has(id)) problems.push(`${row(id)} is not part of this record`);
    else if (seen.has(id)) problems.push(`${row(id)} is both kept and deleted`);
    seen.add(id);
  }
  for (const id of own)
    if (!seen.has(id) && !implied?.(id))
      problems.push(`${row(id)} is missing from the save: reload and try again`);
  return problems;
}

/** A 400 listing every problem; nothing was written. */
export function rejected(problems: string[], fieldErrors: Record<string, string> = {}) {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return new AppError(400, `${problems[0]}${more}`, fieldErrors, problems);
}
