import type { ListColumn, SettingsList } from '@trips/shared/settings/list-columns';

const inputColumns = (columns: readonly ListColumn[]) =>
  columns.filter((c) => c.kind !== 'boolean' && c.kind !== 'zeroOne' && c.kind !== 'label').length;

/**
 * How wide a list's screen is: a list of many inputs takes the whole page (and scrolls sideways below
 * that, so its header does not stick); a list of names stays narrow enough to read across.
 */
export function listWidth(list: SettingsList): 'wide' | 'normal' | 'narrow' {
  if (inputColumns(list.columns) >= 3) return 'wide';
  return list.columns.length <= 2 ? 'narrow' : 'normal';
}
