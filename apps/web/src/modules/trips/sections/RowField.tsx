import { FieldControl } from '../../../engine/form/FieldControl';
import type { RowFieldSpec } from './rowFields';

interface Props {
  spec: RowFieldSpec;
  row: Record<string, unknown>;
  error?: string;
  onChange: (patch: Record<string, unknown>) => void;
}

/** One plain field of a service row; a lookup also keeps the chosen name the compact table shows. */
export function RowField({ spec, row, error, onChange }: Props) {
  return (
    <FieldControl
      size="xs"
      spec={spec}
      value={row[spec.key]}
      error={error}
      onChange={(value, picked) =>
        onChange({ [spec.key]: value, ...(spec.name ? { [spec.name]: picked?.name ?? null } : {}) })
      }
    />
  );
}
