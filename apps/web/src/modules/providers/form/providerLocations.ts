/** A location a provider serves, by id and name. */
export interface NamedLocation {
  id: number;
  name: string;
}

/**
 * The provider's locations in an edit (spec part 2 §4): the saved ones, those added in this session and
 * the saved ones removed (sent as deleted_locations until recovered). Reset goes back to what was loaded.
 */
export interface LocationEdits {
  saved: NamedLocation[];
  added: NamedLocation[];
  removed: number[];
}

export type LocationAction =
  | { type: 'add'; location: NamedLocation }
  | { type: 'remove'; id: number }
  | { type: 'recover'; id: number }
  | { type: 'reset' };

export const locationEditsOf = (saved: readonly NamedLocation[]): LocationEdits => ({
  saved: [...saved],
  added: [],
  removed: [],
});

export function locationsReducer(edits: LocationEdits, action: LocationAction): LocationEdits {
  switch (action.type) {
    case 'add': {
      const { location } = action;
      if (edits.removed.includes(location.id))
        return locationsReducer(edits, { type: 'recover', id: location.id });
      const known = [...edits.saved, ...edits.added].some((l) => l.id === location.id);
      return known ? edits : { ...edits, added: [...edits.added, location] };
    }
    case 'remove':
      return edits.added.some((l) => l.id === action.id)
        ? { ...edits, added: edits.added.filter((l) => l.id !== action.id) }
        : edits.saved.some((l) => l.id === action.id) && !edits.removed.includes(action.id)
          ? { ...edits, removed: [...edits.removed, action.id] }
          : edits;
    case 'recover':
      return { ...edits, removed: edits.removed.filter((id) => id !== action.id) };
    case 'reset':
      return locationEditsOf(edits.saved);
  }
}

/** The locations now served, in order: saved ones still kept, then the added ones. */
export const currentLocations = (edits: LocationEdits) => [
  ...edits.saved.filter((l) => !edits.removed.includes(l.id)),
  ...edits.added,
];

export const locationChanges = (edits: LocationEdits) => ({
  add_location_ids: edits.added.map((l) => l.id),
  deleted_locations: edits.removed,
});

export const hasLocationChanges = (edits: LocationEdits) =>
  edits.added.length > 0 || edits.removed.length > 0;
