import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { loadRaw, type RawTrip } from './trips.presenter.ts';

export const tripNotFound = () => notFound('unable to find trip');

/** The trip and its rows with their names, or the 404 every trip route answers. */
export async function rawOrThrow(db: Database, id: number): Promise<RawTrip> {
  const raw = await loadRaw(db, id);
  if (!raw) throw tripNotFound();
  return raw;
}
