import { describe, expect, it } from 'vitest';
import { problemsOfError, rowErrorsOf, serverProblems } from '../src/engine/edits/fieldErrors';
import {
  addRow,
  changedRows,
  deletedIds,
  editRow,
  hasRowChanges,
  moveRow,
  newRows,
  removeRow,
  restoreRow,
  restoreRows,
  rowEditsOf,
} from '../src/engine/edits/rowDraft';
import { ApiError } from '../src/lib/apiError';

interface Named {
  key: string;
  id?: number;
  name: string;
}
const loaded = rowEditsOf<Named>([
  { id: 4, name: 'Iruña' },
  { id: 5, name: 'Iruñea' },
]);

describe('row edits', () => {
  it('queues a removed saved row for deletion and undoes it in place', () => {
    const removed = removeRow(loaded, 'saved-4');
    expect(removed.rows.map((r) => r.name)).toEqual(['Iruñea']);
    expect(deletedIds(removed)).toEqual([4]);
    const restored = restoreRow(removed, 'saved-4');
    expect(restored.rows).toEqual(loaded.rows);
    expect(hasRowChanges(restored, loaded)).toBe(false);
  });

  it('just drops a removed new row', () => {
    const added = addRow(addRow(loaded, { name: 'Pampeluna' }), { name: 'Pamplone' });
    expect(newRows(added).map((r) => r.key)).toEqual(['new-1', 'new-2']);
    const dropped = removeRow(added, 'new-1');
    expect(dropped.removed).toEqual([]);
    expect(newRows(dropped).map((r) => r.name)).toEqual(['Pamplone']);
  });

  it('finds the saved rows that were edited', () => {
    const edited = editRow(loaded, 'saved-5', { name: 'Iruñea (eu)' });
    expect(changedRows(edited, loaded).map((r) => r.id)).toEqual([5]);
    expect(changedRows(editRow(edited, 'saved-5', { name: 'Iruñea' }), loaded)).toEqual([]);
  });
});

describe('row edits: order', () => {
  const state = addRow(
    rowEditsOf<Named>([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]),
    { name: 'N' },
  );
  const keys = (s: { rows: { key: string }[] }) => s.rows.map((r) => r.key);

  it('queues a removed saved row and drops a new one', () => {
    const once = removeRow(state, 'saved-1');
    expect(keys(once)).toEqual(['saved-2', 'new-1']);
    expect(once.removed.map((r) => r.row.id)).toEqual([1]);
    const twice = removeRow(once, 'new-1');
    expect(keys(twice)).toEqual(['saved-2']);
    expect(twice.removed).toHaveLength(1);
    expect(removeRow(state, 'nope')).toBe(state);
  });

  it('puts restored rows back where they stood, whatever the order of the undos', () => {
    const gone = removeRow(removeRow(state, 'saved-2'), 'saved-1');
    const back = restoreRows(gone, ['saved-1', 'saved-2']);
    expect(keys(back)).toEqual(['saved-1', 'saved-2', 'new-1']);
    expect(back.removed).toEqual([]);
    const one = restoreRow(gone, 'saved-2');
    expect(keys(one)).toEqual(['saved-2', 'new-1']);
    expect(one.removed.map((r) => r.row.key)).toEqual(['saved-1']);
    expect(keys(restoreRow(one, 'saved-1'))).toEqual(['saved-1', 'saved-2', 'new-1']);
  });

  it('moves a row, not past either end, and a restored row returns among its neighbours', () => {
    const down = moveRow(state, 0, 1);
    expect(keys(down)).toEqual(['saved-2', 'saved-1', 'new-1']);
    expect(moveRow(down, 0, -1)).toBe(down);
    expect(moveRow(down, 2, 3)).toBe(down);
    expect(keys(moveRow(down, 2, 0))).toEqual(['new-1', 'saved-2', 'saved-1']);
    expect(hasRowChanges(down, state)).toBe(true);
    // A moved below B, then removed and restored: it comes back below B, not at the top.
    const removed = removeRow(down, 'saved-1');
    expect(keys(removed)).toEqual(['saved-2', 'new-1']);
    expect(keys(restoreRow(removed, 'saved-1'))).toEqual(['saved-2', 'saved-1', 'new-1']);
    // A new row goes last, whatever moved before.
    const added = addRow(down, { name: 'M' });
    expect(keys(added)).toEqual(['saved-2', 'saved-1', 'new-1', 'new-2']);
    expect(keys(moveRow(added, 3, 2))).toEqual(['saved-2', 'saved-1', 'new-2', 'new-1']);
  });

  it('starts the keys with a prefix where one screen shows several lists', () => {
    const others = addRow(rowEditsOf<Named>([{ id: 4, name: 'Iruña' }], 'to_locations:'), { name: 'Olite' });
    expect(others.rows.map((r) => r.key)).toEqual(['to_locations:saved-4', 'to_locations:new-1']);
    expect(deletedIds(removeRow(others, 'to_locations:saved-4'))).toEqual([4]);
  });
});

describe('server field errors', () => {
  const fieldErrors = {
    name: 'Required',
    'meeting_points.upsert.1.name_eng': 'Required',
    'name_variations.new.0': "'Pamplona' is already a name variation",
    'meeting_points.deleted.0': 'Not part of this location: 9',
  };
  const rowKeys = { 'meeting_points.upsert': ['saved-1', 'new-1'], 'name_variations.new': ['new-3'] };

  it('maps errors on arrays back to the rows that were sent', () => {
    expect(rowErrorsOf(fieldErrors, 'meeting_points.upsert', rowKeys['meeting_points.upsert'])).toEqual({
      'new-1': { name_eng: 'Required' },
    });
  });

  it('puts each error on its field, its row, or the list under "Error"', () => {
    expect(serverProblems(fieldErrors, rowKeys)).toEqual({
      fields: { name: 'Required' },
      rows: { 'new-1': { name_eng: 'Required' }, 'new-3': { '': "'Pamplona' is already a name variation" } },
      other: ['meeting_points.deleted.0: Not part of this location: 9'],
    });
  });

  it('lists the errors of a failure without field errors', () => {
    const envelope = { success: false as const, message: 'Nope', errors: ['Nope'] };
    expect(problemsOfError(new ApiError('rejected', 'Nope', envelope, 400), {}).other).toEqual(['Nope']);
    expect(problemsOfError(new Error('x'), {}).other).toEqual([]);
  });
});
