import { useEffect, useRef, useState } from 'react';
import { fetchTrip } from '../tripsApi';
import type { TripEditor } from '../useTripEditor';

const busy = (editor: TripEditor) => editor.dirty || editor.saving || editor.conflict !== null;

/**
 * The booking automation moved the trip's version (a provider confirmed, a request went out): a clean
 * editor takes the new version at once, so the rows' statuses follow; an editor with unsaved edits keeps
 * them and says the trip changed (Reload, or Save and the usual stale-save path).
 * `checkedAt` changes with every poll, so a failed reload is tried again on the next one.
 */
export function useBookingSync(editor: TripEditor, version: number | undefined, checkedAt: number) {
  const [held, setHeld] = useState(false);
  const current = useRef(editor);
  current.current = editor;
  const loading = useRef(false);
  const newer = version !== undefined && version > editor.base.trip.version;
  const editing = busy(editor);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checkedAt is the poll's tick: each answer may retry a failed reload
  useEffect(() => {
    if (!newer) return setHeld(false);
    if (editing) return setHeld(true);
    if (loading.current) return;
    loading.current = true;
    fetchTrip(current.current.base.trip.id)
      .then((latest) => {
        const now = current.current;
        if (busy(now)) setHeld(true);
        else if (latest.trip.version > now.base.trip.version) now.load(latest);
      })
      .catch(() => {})
      .finally(() => {
        loading.current = false;
      });
  }, [newer, editing, checkedAt]);

  return { changedByAutomation: newer && held && editor.conflict === null };
}
