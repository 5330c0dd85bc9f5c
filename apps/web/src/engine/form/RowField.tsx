import { FieldControl } from './FieldControl';
import type { FieldSpec } from './fieldSpec';

/** Where a row keeps the name of the record a remote field points at: `location_id` → `location_name`. */
export const nameKey = (key: string) => key.replace(/_id$/, '_name');

interface RowFieldProps {
  spec: FieldSpec;
  /** The row's values, the names of its remote picks beside their ids. */
  values: Record<string, unknown>;
  error?: string;
  /** What assistive technology calls the field: its label and its row ("Location (Stage 2)"). */
  name?: string;
  onPatch: (patch: Record<string, unknown>) => void;
}

/** One field of an editable row: a remote pick's name travels with its id, so the row shows it unsaved. */
export function RowField({ spec, values, error, name, onPatch }: RowFieldProps) {
  const id = values[spec.key];
  const remote = spec.kind === 'remote';
  return (
    <FieldControl
      spec={spec}
      size="xs"
      name={name}
      value={id}
      error={error}
      picked={
        remote && id != null ? { id: id as number, name: String(values[nameKey(spec.key)] ?? '') } : undefined
      }
      onChange={(value, picked) =>
        onPatch({
          [spec.key]: value,
          ...(remote ? { [nameKey(spec.key)]: picked && 'name' in picked ? picked.name : null } : {}),
        })
      }
    />
  );
}
