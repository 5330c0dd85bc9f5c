import {
  ANY_WEEK_DAY,
  type MealVariant,
  mealVariantLabels,
  OPEN_ENDED_QTY,
  type RoomGroup,
  roomGroupLabels,
  weekDayNames,
} from './constants.ts';
import { byId, shown } from './inputs.ts';
import type { MissingPrice } from './result.ts';

/** How messages name rows: by position (1-based, as on screen) and content, since new rows have no id. */

export function describeItem(item: Record<string, unknown>, index: number): string {
  const id = item.week_day_id ?? ANY_WEEK_DAY;
  const weekDay = byId(weekDayNames, id) ?? `week day ${shown(id)}`;
  return `item ${index + 1} (${weekDay}, ${shown(item.from_date)} to ${shown(item.to_date)})`;
}

export const describeRange = (from: number, to: number): string =>
  to === OPEN_ENDED_QTY ? `${from} and more` : from === to ? `${from}` : `${from}–${to}`;

export const describeBracket = ({ from, to, index }: { from: number; to: number; index: number }): string =>
  `bracket ${index + 1} (${describeRange(from, to)})`;

/** "double room with breakfast and dinner (dr2_bd) on 2026-05-03 (item 2)" */
export function describeMissing({ date, field, itemIndex }: MissingPrice): string {
  const [group, variant] = field.split('_') as [RoomGroup, MealVariant];
  const what =
    field === 'amount' ? 'amount' : `${roomGroupLabels[group]} with ${mealVariantLabels[variant]} (${field})`;
  return `${what} on ${date} (item ${itemIndex + 1})`;
}
