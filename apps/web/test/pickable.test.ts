import { describe, expect, it } from 'vitest';
import { pickable } from '../src/engine/form/pickable';

const items = [
  { id: 1, name: 'Spain', is_visible: true },
  { id: 2, name: 'Andorra', is_visible: false },
  { id: 3, name: 'Booking.com', is_active: false },
  { id: 4, name: 'Meals' },
];

describe('what a picker offers', () => {
  it('leaves out hidden and inactive rows, and keeps the one already chosen', () => {
    expect(pickable(items, null).map((i) => i.id)).toEqual([1, 4]);
    expect(pickable(items, 2).map((i) => i.id)).toEqual([1, 2, 4]);
    expect(pickable(items, 3).map((i) => i.id)).toEqual([1, 3, 4]);
  });
});
