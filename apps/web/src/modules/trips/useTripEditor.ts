import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { tripMargin } from '@trips/shared/modules/trips/trip-costs';
import { generalStatuses, type TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripBody, TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { type FormProblems, hasProblems, noProblems } from '../../engine/edits/fieldErrors';
import { savedKey } from '../../engine/edits/rowDraft';
import type { Option } from '../../engine/options/remoteOptions';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/api';
import { sectionLabel, type TripChange, tripChanges } from './form/tripChanges';
import { checkTripInfo, editedKeys, infoOf, rebase, saveInfo } from './form/tripDraft';
import { type RowNamer, tripFieldErrors } from './form/tripErrors';
import type { TripInfo, TripKey } from './form/tripFields';
import { rebaseRows } from './form/tripRebase';
import { tripTexts } from './form/tripTexts';
import { confirmReplan } from './itinerary/confirmReplan';
import { type ChangeMode, confirmChange } from './readiness/confirmChange';
import { useSectionsDraft } from './sections';
import { fetchTrip, replanTrip, tripKey, useSaveTrip } from './tripsApi';

/** Fields a re-plan from the itinerary takes on its own (the end date follows the start). */
const planFields: readonly TripKey[] = ['start_date', 'end_date', 'travellers'];

type Locations = Partial<Record<TripKey, Option | null>>;

const locationsOf = ({ trip }: TripResponse): Locations => ({
  start_location_id: trip.start_location_id
    ? { id: trip.start_location_id, name: trip.start_location_name ?? '' }
    : null,
  end_location_id: trip.end_location_id
    ? { id: trip.end_location_id, name: trip.end_location_name ?? '' }
    : null,
});

/** Which confirmation a save needs: making the trip Active, cancelling it, or changing it while Active. */
function changeModeOf(was: number | null | undefined, now: number | null | undefined): ChangeMode | null {
  if (was !== generalStatuses.active && now === generalStatuses.active) return 'activate';
  if (was !== generalStatuses.cancelled && now === generalStatuses.cancelled) return 'cancel';
  return was === generalStatuses.active ? 'save' : null;
}

/** Someone else saved first: the version they saved (once fetched) and what it changed since mine. */
export interface TripConflict {
  latest: TripResponse | null;
  changes: TripChange[];
  /** Fields I edited that they changed too. */
  overlap: TripKey[];
  failed: boolean;
}

/**
 * The trip being edited: its information, its four sections, the version they started from, and the one
 * Save. A stale save keeps every edit on screen and offers to reload or to put the edits onto the latest.
 */
export function useTripEditor(loaded: TripResponse) {
  const [base, setBase] = useState(loaded);
  const [info, setInfo] = useState<TripInfo>(() => infoOf(loaded.trip));
  const [locations, setLocations] = useState<Locations>(() => locationsOf(loaded));
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  const [conflict, setConflict] = useState<TripConflict | null>(null);
  const [rebased, setRebased] = useState<{ overlap: TripKey[]; gone: string[] } | null>(null);
  const sections = useSectionsDraft(loaded);
  const save = useSaveTrip(loaded.trip.id);
  const client = useQueryClient();
  /** The page's header and the history link read the cached trip. */
  const cache = (next: TripResponse) => client.setQueryData(tripKey(next.trip.id), next);

  const baseInfo = infoOf(base.trip);
  const edited = editedKeys(baseInfo, info);
  const dirty = edited.length > 0 || sections.dirty;

  /** Everything on screen becomes this saved version. */
  const load = (next: TripResponse) => {
    cache(next);
    setBase(next);
    setInfo(infoOf(next.trip));
    setLocations(locationsOf(next));
    sections.reset(next);
    setProblems(noProblems);
    setConflict(null);
    setRebased(null);
  };

  const change = (patch: Partial<TripInfo>, location?: { key: TripKey; option: Option | null }) => {
    setInfo((current) => ({ ...current, ...patch }));
    // An edited field's error goes with the edit; the next save checks again.
    setProblems((current) => {
      const keys = Object.keys(patch).filter((k) => k in current.fields);
      if (keys.length === 0) return current;
      const fields = Object.fromEntries(Object.entries(current.fields).filter(([k]) => !keys.includes(k)));
      return { ...current, fields };
    });
    if (location) setLocations((current) => ({ ...current, [location.key]: location.option }));
  };

  const showConflict = async () => {
    setConflict({ latest: null, changes: [], overlap: [], failed: false });
    try {
      const latest = await fetchTrip(base.trip.id);
      const theirs = new Set(editedKeys(baseInfo, infoOf(latest.trip)));
      setConflict({
        latest,
        changes: tripChanges(base, latest),
        overlap: edited.filter((k) => theirs.has(k)),
        failed: false,
      });
    } catch {
      setConflict({ latest: null, changes: [], overlap: [], failed: true });
    }
  };

  const submit = async () => {
    const checked = checkTripInfo(info);
    setProblems(checked);
    if (hasProblems(checked)) return false;
    const body: SaveTripBody = { version: base.trip.version, trip: saveInfo(info), ...sections.toSaveBody() };
    const mode = changeModeOf(base.trip.general_status_id, info.general_status_id);
    if (mode && !(await confirmChange(base.trip.id, body, mode))) return false;
    // A Pending trip made from an itinerary may take its rows again from it for a new start or party.
    const replannable =
      base.trip.itinerary_id !== null &&
      base.trip.general_status_id === generalStatuses.pending &&
      info.general_status_id === generalStatuses.pending &&
      (info.start_date !== base.trip.start_date || info.travellers !== base.trip.travellers);
    const answer = replannable ? await confirmReplan() : 'keep';
    if (answer === 'cancel') return false;
    try {
      if (answer === 'replan') {
        const plan = { start_date: info.start_date, travellers: info.travellers };
        // Other edits are saved first; then the rows are planned again from the saved version.
        const onlyPlan = !sections.dirty && edited.every((k) => planFields.includes(k));
        const version = onlyPlan ? base.trip.version : (await save.mutateAsync(body)).trip.version;
        const replanned = await replanTrip(base.trip.id, { ...plan, version });
        load(replanned);
        client.invalidateQueries({ queryKey: tripKey(base.trip.id, 'history') });
        toast.success(i18n._(tripTexts.replanned));
        return true;
      }
      const saved = await save.mutateAsync(body);
      load(saved);
      toast.success(i18n._(tripTexts.saved));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await showConflict();
      else if (error instanceof ApiError && error.envelope?.field_errors) {
        // The server's messages in the language shown (those the catalogue knows).
        const fieldErrors = Object.fromEntries(
          Object.entries(error.envelope.field_errors).map(([path, message]) => [path, tr(message)]),
        );
        const rowName: RowNamer = (section, index) => {
          const row = sections.sections[section][index];
          return row ? `${sectionLabel(section)} ${row.frontId}` : undefined;
        };
        setProblems(tripFieldErrors(fieldErrors, rowName));
        sections.setServerErrors(fieldErrors);
      } else if (error instanceof ApiError && error.envelope) {
        setProblems({ ...noProblems, other: error.envelope.errors.map((message) => tr(message)) });
      }
      return false;
    }
  };

  /** Reload: the latest version replaces my edits. */
  const reloadLatest = async () => {
    const latest = conflict?.latest ?? (await fetchTrip(base.trip.id));
    load(latest);
  };

  /** My edits onto the latest version: the fields and rows I changed keep my values, the rest take theirs. */
  const applyOntoLatest = () => {
    const latest = conflict?.latest;
    if (!latest) return;
    const result = rebase(baseInfo, info, infoOf(latest.trip));
    const rows = rebaseRows(base, sections.sections, latest);
    cache(latest);
    sections.reset(latest);
    for (const { section, id, patch } of rows.edits) sections.edit(section, savedKey(id), patch);
    for (const { section, id } of rows.removes) sections.remove(section, savedKey(id));
    const added: Partial<Record<TripSection, number>> = {};
    for (const { section, fields } of rows.additions) {
      sections.add(section, { ...result.info });
      // A new row's key is 'new-n', n counting the rows added since the load (engine/edits/rowEdits).
      added[section] = (added[section] ?? 0) + 1;
      sections.edit(section, `new-${added[section]}`, fields);
    }
    const theirLocations = locationsOf(latest);
    setLocations((mine) => {
      const next = { ...theirLocations };
      for (const key of edited) if (key in mine) next[key] = mine[key] ?? null;
      return next;
    });
    setBase(latest);
    setInfo(result.info);
    setConflict(null);
    setRebased({ overlap: result.overlap, gone: rows.gone });
    setProblems(noProblems);
  };

  const totals = tripMargin(sections.costs.total, info.trip_price, info.insurance_cost);

  return {
    base,
    info,
    locations,
    problems,
    conflict,
    rebased,
    sections,
    dirty,
    edited,
    saving: save.isPending,
    totals,
    change,
    submit,
    load,
    reloadLatest,
    applyOntoLatest,
    discard: () => load(base),
  };
}

export type TripEditor = ReturnType<typeof useTripEditor>;
