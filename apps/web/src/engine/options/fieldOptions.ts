import { i18n } from '@lingui/core';
import type { FilterValue } from '@trips/shared/list/kinds';
import { useMemo } from 'react';
import { tr } from '../../i18n/tr';
import type { OptionSource } from '../types';
import { type Option, useOptionNames, useRemoteOptions } from './remoteOptions';
import { useLookup } from './useLookup';

const lookupOf = (source: OptionSource) => ('lookup' in source ? source.lookup : null);
const resourceOf = (source: OptionSource) => ('resource' in source ? source.resource : null);
const translated = new WeakMap<object, { locale: string; items: Option[] }>();
/** A descriptor's fixed choices, named in the language shown (their names are shared English texts). */
function choicesOf(source: OptionSource): readonly Option[] | null {
  if (!('choices' in source)) return null;
  const known = translated.get(source.choices);
  if (known?.locale === i18n.locale) return known.items;
  const items = source.choices.map((choice) => ({ ...choice, name: tr(choice.name) }));
  translated.set(source.choices, { locale: i18n.locale, items });
  return items;
}

export const idsOf = (values: readonly FilterValue[]) =>
  values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

export function labeller(items: readonly Option[]) {
  const names = new Map(items.map((o) => [o.id, o.name]));
  return (value: FilterValue) => names.get(Number(value)) ?? String(value);
}

/** The names of chosen values, for a filter's chip; nothing loads while nothing is chosen. */
export function useValueLabels(source: OptionSource, values: readonly FilterValue[]) {
  const lookup = useLookup(lookupOf(source) ?? '', lookupOf(source) !== null && values.length > 0);
  const resource = resourceOf(source);
  const chosen = useOptionNames(resource ?? '', resource === null ? [] : idsOf(values));
  const items = choicesOf(source) ?? lookup.data ?? chosen.data;
  return useMemo(() => labeller(items ?? []), [items]);
}

export interface PickerOptions {
  /** A lookup's whole list, or the resource's matches with what is already chosen first. */
  items: readonly Option[];
  /** The typed text is matched on the server, so the picker must not filter again. */
  remote: boolean;
  hasMore: boolean;
  loading: boolean;
}

/** The choices of an open autocomplete or tags picker. */
export function usePickerOptions(
  source: OptionSource,
  values: readonly FilterValue[],
  search: string,
): PickerOptions {
  const lookupName = lookupOf(source);
  const resource = resourceOf(source);
  const lookup = useLookup(lookupName ?? '', lookupName !== null);
  const matches = useRemoteOptions(resource ?? '', search, resource !== null);
  const chosen = useOptionNames(resource ?? '', resource === null ? [] : idsOf(values));
  const remote = useMemo(() => {
    const found = matches.data?.items ?? [];
    const picked = (chosen.data ?? []).filter((c) => !found.some((f) => f.id === c.id));
    return [...picked, ...found];
  }, [matches.data, chosen.data]);
  const choices = choicesOf(source);
  if (choices) return { items: choices, remote: false, hasMore: false, loading: false };
  if (lookupName === null) {
    const loading = matches.isFetching || chosen.isFetching;
    return { items: remote, remote: true, hasMore: matches.data?.has_more ?? false, loading };
  }
  const within = 'lookup' in source ? source.within : undefined;
  const all = lookup.data ?? [];
  // A lookup list is short (tens of items): narrowing it on each render costs nothing.
  const items = within ? all.filter((item) => within.ids.includes(item[within.key] as FilterValue)) : all;
  return { items, remote: false, hasMore: false, loading: lookup.isFetching };
}
