import type { DraftRow } from './rows';

export type RoomPlan = Pick<
  DraftRow<'accommodations'>,
  'individual_rooms' | 'double_rooms' | 'twin_rooms' | 'triple_rooms'
>;

/**
 * The rooms a new night books for the trip's travellers: two to a double room, the odd one in an individual
 * room (1 → 1 individual, 2 → 1 double, 3 → 1 double + 1 individual, 5 → 2 doubles + 1 individual).
 * Three get a double and an individual rather than a triple: the one rule holds for every number, a party of
 * three is more often a couple and a walker on their own than three sharing, and the triple is the room
 * smaller hotels most often lack (their rates leave its price empty, so the night would cost nothing known).
 * Staff pick twins or a triple when the party asks for them.
 */
export function roomPlanFor(travellers: number): RoomPlan {
  const people = Math.max(0, Math.floor(travellers));
  return {
    individual_rooms: people % 2,
    double_rooms: Math.floor(people / 2),
    twin_rooms: 0,
    triple_rooms: 0,
  };
}
