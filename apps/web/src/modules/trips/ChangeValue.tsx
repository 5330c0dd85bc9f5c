import { useLookup } from '../../engine/options/useLookup';
import { type TripChange, valueText } from './form/tripChanges';
import { tripFieldSpecs } from './form/tripFields';

/** One side of a change as a person reads it: a list's names rather than ids when the trip does not name them. */
export function ChangeValue({ change, side }: { change: TripChange; side: 'before' | 'after' }) {
  const text = side === 'before' ? change.beforeText : change.afterText;
  const value = change[side];
  const spec = change.tripKey ? tripFieldSpecs[change.tripKey] : undefined;
  const lookup = text === undefined && spec && 'lookup' in spec ? spec.lookup : '';
  const items = useLookup(lookup, lookup !== '').data;
  if (text !== undefined) return <>{text || '—'}</>;
  const nameOf = (id: unknown) => items?.find((i) => i.id === id)?.name ?? valueText(id);
  if (lookup && typeof value === 'number') return <>{nameOf(value)}</>;
  if (lookup && Array.isArray(value)) return <>{value.length ? value.map(nameOf).join(', ') : '—'}</>;
  return <>{valueText(value)}</>;
}
