import { specTagsFilter } from '@trips/shared/list/filter.schema';

/**
 * A list state as the server is asked with it, in the spec's shapes (part 1 §3): a tags filter of "has any
 * of" goes as text / contains, the shape the spec gives providers' tags; the screen keeps its own state
 * (and its has all / has none, which the spec has no shape for and which go as they are).
 */
export function wireState<S extends object>(state: S): S {
  let wired: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(state)) {
    const filter = value as { filter_type?: unknown; option_type?: unknown } | null;
    if (filter?.filter_type !== 'tags' || filter.option_type !== 'has_any') continue;
    wired ??= { ...(state as Record<string, unknown>) };
    wired[key] = { ...filter, ...specTagsFilter };
  }
  return (wired as S | undefined) ?? state;
}
