/**
 * Saved filters in the spec's shapes (spec part 1 §3): trips' `tags` is an autocomplete ('is': any of the
 * chosen tags) instead of a tags field (has_any/has_all/has_none), and providers' `coordinates` an
 * autocomplete over two choices (1 with, 2 without coordinates) instead of a yes/no field. What has the
 * same meaning is rewritten; has_none and has_all of several tags have no equal and become an empty filter,
 * which is what applying them would have done anyway (a filter that no longer validates is dropped).
 */
const arrayOr = (path: string) =>
  `(case when jsonb_typeof(${path}) = 'array' then ${path} else '[]'::jsonb end)`;
const tagValues = arrayOr(`filters->'tags'->'values'`);
const coordinateValues = arrayOr(`filters->'coordinates'->'values'`);

export const statements = [
  `update saved_filters set filters = jsonb_set(filters, '{tags}', jsonb_build_object(
      'values', case when filters->'tags'->>'option_type' = 'has_any'
          or (filters->'tags'->>'option_type' = 'has_all' and jsonb_array_length(${tagValues}) <= 1)
        then ${tagValues} else '[]'::jsonb end,
      'filter_type', 'autocomplete', 'option_type', 'is'))
    where list = 'trips' and filters->'tags'->>'filter_type' = 'tags'`,
  `update saved_filters set filters = jsonb_set(filters, '{coordinates}', jsonb_build_object(
      'values', coalesce((select jsonb_agg(case when v = 'true'::jsonb then 1 else 2 end)
        from jsonb_array_elements(${coordinateValues}) as v where v in ('true'::jsonb, 'false'::jsonb)), '[]'::jsonb),
      'filter_type', 'autocomplete', 'option_type', 'is'))
    where list = 'providers' and filters->'coordinates'->>'filter_type' = 'boolean'`,
];
