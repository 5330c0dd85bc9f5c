/** Week day ids of the `week_days` lookup (spec part 2 §3 Settings): 1 is 'Any Week Day', then Monday … Sunday. */
export const ANY_WEEK_DAY = 1;
export const weekDayNames: Readonly<Record<number, string>> = {
  1: 'Any Week Day',
  2: 'Monday',
  3: 'Tuesday',
  4: 'Wednesday',
  5: 'Thursday',
  6: 'Friday',
  7: 'Saturday',
  8: 'Sunday',
};

/** Rate item type 1 is 'Default' (spec part 2 §9). Other types are labels: matching uses dates and week day. */
export const DEFAULT_RATE_ITEM_TYPE = 1;

/** Quantity rows: from 0 to -1 (open-ended) by default (spec part 2 §9). */
export const DEFAULT_FROM_QTY = 0;
export const OPEN_ENDED_QTY = -1;

/** Luggage price types: 'per' multiplies the amount by the bags, 'total' is the price of the whole bracket. */
export const priceTypes = ['per', 'total'] as const;
export type PriceType = (typeof priceTypes)[number];
export const DEFAULT_PRICE_TYPE: PriceType = 'per';

/** Room groups of a negotiated rate, and the trip accommodation row field holding each group's room count. */
export const roomGroups = ['ir', 'dr2', 'ir1', 'tr'] as const;
export type RoomGroup = (typeof roomGroups)[number];
export const roomCountFields = {
  ir: 'individual_rooms',
  dr2: 'double_rooms',
  ir1: 'twin_rooms',
  tr: 'triple_rooms',
} as const satisfies Record<RoomGroup, string>;
export const roomGroupLabels: Record<RoomGroup, string> = {
  ir: 'individual room',
  dr2: 'double room',
  ir1: 'twin room',
  tr: 'triple room',
};

/** Meal variants of a negotiated rate: breakfast, + picnic, + dinner, + picnic and dinner. */
export const mealVariants = ['b', 'bp', 'bd', 'bpd'] as const;
export type MealVariant = (typeof mealVariants)[number];
export const mealVariantLabels: Record<MealVariant, string> = {
  b: 'breakfast',
  bp: 'breakfast and picnic',
  bd: 'breakfast and dinner',
  bpd: 'breakfast, picnic and dinner',
};

/**
 * Our reading of the `meals` lookup (ids of the seeded list): 1 Breakfast, 2 Breakfast and dinner,
 * 3 Breakfast and picnic, 4 Breakfast, dinner and picnic. meals_id defaults to 1.
 */
export const mealVariantByMealsId: Readonly<Record<number, MealVariant>> = {
  1: 'b',
  2: 'bd',
  3: 'bp',
  4: 'bpd',
};
export const DEFAULT_MEALS_ID = 1;

/** Location ration replacement fields (spec part 2 §3 Location data), keyed by the variant they replace. */
export const rationReplacementFields = {
  b: 'breakfast_replacement_id',
  bd: 'breakfast_dinner_replacement_id',
  bp: 'breakfast_picnic_replacement_id',
  bpd: 'breakfast_dinner_picnic_replacement_id',
} as const satisfies Record<MealVariant, string>;
export type RationReplacementField = (typeof rationReplacementFields)[MealVariant];

export type PriceField = `${RoomGroup}_${MealVariant}`;
export const priceFields: readonly PriceField[] = roomGroups.flatMap((group) =>
  mealVariants.map((variant) => `${group}_${variant}` as const),
);

/** Units of provider currency per euro when a row names none (spec part 2 §9: euro, rate 1). */
export const DEFAULT_CURRENCY_RATE = 1;

/** A longer stay at one provider is taken as a typing error, and keeps the per-night loop bounded. */
export const MAX_NIGHTS = 366;
