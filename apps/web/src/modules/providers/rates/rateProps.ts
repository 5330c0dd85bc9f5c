import type { AnyRate, RateProblem } from '@trips/shared/pricing/index';

export type RateItem = AnyRate['rate_items'][number];

/** What an item editor gets: the item, how the screen names it, its edits, and what is wrong with it. */
export interface RateItemProps {
  item: RateItem;
  /** e.g. "Luggage rate firstRate, item 1" */
  label: string;
  edit: (patch: Partial<RateItem>) => void;
  remove: () => void;
  /** Problems of this item, from the live check and the server. */
  problems: readonly RateProblem[];
  /** The item's own field errors (from_date, to_date…). */
  errors: Record<string, string>;
}
