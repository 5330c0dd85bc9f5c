/** Where the jobs engine reads the time: the system's, or a test's that moves only when told. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A moment `ms` after `from`. */
export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
