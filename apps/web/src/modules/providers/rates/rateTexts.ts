import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MealVariant, RoomGroup } from '@trips/shared/pricing/index';

/** The shared pricing names (weekDayNames, roomGroupLabels, mealVariantLabels) as catalogue messages. */
export const weekDayTexts: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Any Week Day`,
  2: msg`Monday`,
  3: msg`Tuesday`,
  4: msg`Wednesday`,
  5: msg`Thursday`,
  6: msg`Friday`,
  7: msg`Saturday`,
  8: msg`Sunday`,
};

export const roomGroupTexts: Readonly<Record<RoomGroup, MessageDescriptor>> = {
  ir: msg`individual room`,
  dr2: msg`double room`,
  ir1: msg`twin room`,
  tr: msg`triple room`,
};

/** A count of rooms of a group, as the quote box labels it. */
export const roomCountTexts: Readonly<Record<RoomGroup, MessageDescriptor>> = {
  ir: msg`Individual rooms`,
  dr2: msg`Double rooms`,
  ir1: msg`Twin rooms`,
  tr: msg`Triple rooms`,
};

export const mealVariantTexts: Readonly<Record<MealVariant, MessageDescriptor>> = {
  b: msg`breakfast`,
  bp: msg`breakfast and picnic`,
  bd: msg`breakfast and dinner`,
  bpd: msg`breakfast, picnic and dinner`,
};
