import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { type TravellerCardField, travellerCard } from '../../../lib/travellerCard';

/** What staff are held to beyond the card: a name and surname, a bike height people have. */
const stricter: Record<string, Partial<FieldSpec>> = {
  first_name: { required: true },
  surname1: { required: true },
  bike_height_cm: { min: 80, max: 230, empty: null },
};

const specOf = ({ kind, options, ...field }: TravellerCardField) =>
  ({
    ...field,
    ...(kind === 'country'
      ? { kind: 'lookup', lookup: 'countries' }
      : kind === 'select'
        ? { kind, options: options ?? [] }
        : { kind }),
    ...stricter[field.key],
  }) as FieldSpec;

/** A traveller's fields as the Ministry's communication names a person, in the form's order. */
export const travellerFields: readonly FieldSpec[] = travellerCard.map(specOf);
