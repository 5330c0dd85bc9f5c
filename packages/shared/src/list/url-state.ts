import { controlKeys, type ResourceDescriptor } from './descriptor.ts';
import { sanitizeState } from './sanitize.ts';
import { type FieldFilter, filterOf, type ListControls, type ListState, openingState } from './state.ts';

/**
 * URL form of a list state, holding only what differs from the opening state (a clean URL is the list as
 * it opens, with its opening filters; a removed one is written empty, `start_date=[]`):  trip_name=["rome"]  start_date.op=in_the_last  start_date.unit=week  page=3  filter_id=  …
 * Values are JSON so numbers, booleans and null survive; filter_id= (empty) stands for null.
 */
export function encodeListState<K extends string>(d: ResourceDescriptor<K>, state: ListState<K>): string {
  const defaults = openingState(d);
  const params = new URLSearchParams();
  for (const name of d.fieldNames) {
    const [now, initial] = [filterOf(state, name), filterOf(defaults, name)];
    const values = JSON.stringify(now.values);
    if (values !== JSON.stringify(initial.values)) params.set(name, values);
    if (now.option_type !== initial.option_type) params.set(`${name}.op`, now.option_type);
    if (now.value_type !== initial.value_type) params.set(`${name}.unit`, now.value_type ?? '');
  }
  for (const key of controlKeys) {
    if (state[key] !== defaults[key]) params.set(key, String(state[key] ?? ''));
  }
  return params.toString();
}

/** The state a URL query string stands for. Anything unreadable takes its default; never throws. */
export function decodeListState<K extends string>(d: ResourceDescriptor<K>, query: string): ListState<K> {
  try {
    const params = new URLSearchParams(query);
    const defaults = openingState(d);
    const raw: Record<string, unknown> = {};
    for (const name of d.fieldNames) raw[name] = decodeFilter(params, name, filterOf(defaults, name));
    for (const key of controlKeys) {
      const text = params.get(key);
      if (text !== null) raw[key] = decodeControl(key, text);
    }
    return sanitizeState(d, raw);
  } catch {
    return openingState(d);
  }
}

function decodeFilter(params: URLSearchParams, name: string, initial: FieldFilter): unknown {
  const values = params.get(name);
  const filter: Record<string, unknown> = {
    ...initial,
    values: values === null ? initial.values : parseJson(values),
    option_type: params.get(`${name}.op`) ?? initial.option_type,
  };
  const unit = params.get(`${name}.unit`);
  if (unit === '') delete filter.value_type;
  else if (unit !== null) filter.value_type = unit;
  return filter;
}

const numericControls: readonly (keyof ListControls)[] = ['page', 'count', 'filter_id'];

function decodeControl(key: keyof ListControls, text: string): unknown {
  if (!numericControls.includes(key)) return text;
  if (key === 'filter_id' && text === '') return null;
  return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
