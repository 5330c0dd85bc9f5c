import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { type Row, rowSubject, type sectionLabels } from './tripChanges';
import { same } from './tripDraft';

type LooseRow = Record<string, unknown> & { id?: number };
type SectionKey = keyof typeof sectionLabels;

/** The row edits of a stale save, to be made again on the latest version. */
export interface RowRebase {
  /** Saved rows I changed that still exist: the fields I changed. */
  edits: { section: SectionKey; id: number; patch: Record<string, unknown> }[];
  /** Saved rows I removed that still exist. */
  removes: { section: SectionKey; id: number }[];
  /** Rows I added: their fields. */
  additions: { section: SectionKey; fields: Record<string, unknown> }[];
  /** Rows I changed that the other save deleted: my changes to them cannot be kept. */
  gone: string[];
}

/** Editor-only parts of a row, never compared or copied. */
const editorOnly = new Set(['key', 'frontId', 'id']);

/**
 * My row edits measured against the version I loaded, ready to be made again on the latest: rows the
 * other save changed keep their changes except in the fields I changed too; rows they deleted are named.
 */
export function rebaseRows(
  base: TripResponse,
  current: Readonly<Record<SectionKey, readonly LooseRow[]>>,
  latest: TripResponse,
): RowRebase {
  const plan: RowRebase = { edits: [], removes: [], additions: [], gone: [] };
  for (const section of tripSections) {
    const loaded = new Map((base[section] as Row[]).map((r) => [r.id, r]));
    const still = new Set((latest[section] as Row[]).map((r) => r.id));
    const onScreen = new Set<number>();
    for (const row of current[section]) {
      if (row.id === undefined || row.id === null) {
        const fields = Object.fromEntries(Object.entries(row).filter(([k]) => !editorOnly.has(k)));
        plan.additions.push({ section, fields });
        continue;
      }
      onScreen.add(row.id);
      const was = loaded.get(row.id);
      if (!was) continue;
      const patch = Object.fromEntries(
        Object.keys(was)
          .filter((k) => !editorOnly.has(k) && k in row && !same(was[k], row[k]))
          .map((k) => [k, row[k]]),
      );
      if (Object.keys(patch).length === 0) continue;
      if (still.has(row.id)) plan.edits.push({ section, id: row.id, patch });
      else plan.gone.push(rowSubject(section, was));
    }
    for (const id of loaded.keys()) {
      if (!onScreen.has(id) && still.has(id)) plan.removes.push({ section, id });
    }
  }
  return plan;
}
