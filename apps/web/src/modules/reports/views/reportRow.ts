import type { ListRow } from '../../../engine/types';

/** A row of a report of trip service rows: its columns, and the trip it opens. */
export type ReportRow = ListRow & Record<string, unknown> & { trip_id: number };
