import { useLingui } from '@lingui/react/macro';
import type { PageField } from './pageFields';
import classes from './TravellerPage.module.css';

export type Value = string | number | null;

interface Props {
  id: string;
  field: PageField;
  value: Value;
  error?: string;
  needed: boolean;
  countries: { id: number; name: string }[];
  onChange: (value: Value) => void;
}

/** One field of a card, with its hint, its error and "still needed" next to it, all read with the field. */
export function TravellerField({ id, field, value, error, needed, countries, onChange }: Props) {
  const { t, i18n } = useLingui();
  const described = [field.hint && `${id}-hint`, error && `${id}-error`, needed && !error && `${id}-needed`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.key,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  const text = value === null ? '' : String(value);
  const control = () => {
    if (field.kind === 'select' || field.kind === 'country')
      return (
        <select
          {...common}
          value={text}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange(field.kind === 'country' ? (v === '' ? null : Number(v)) : v);
          }}
        >
          <option value="">{t`Choose…`}</option>
          {field.kind === 'country'
            ? countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))
            : field.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {i18n._(o.label)}
                </option>
              ))}
        </select>
      );
    if (field.kind === 'textarea')
      return (
        <textarea
          {...common}
          rows={2}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    if (field.kind === 'number')
      return (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={80}
          max={230}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
        />
      );
    return (
      <input
        {...common}
        type={field.kind}
        maxLength={field.max}
        autoComplete={field.autoComplete ?? 'off'}
        value={text}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(field.kind === 'date' && v === '' ? null : v);
        }}
      />
    );
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{i18n._(field.label)}</label>
      {control()}
      {field.hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {i18n._(field.hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {i18n._(error)}
        </p>
      )}
      {needed && !error && (
        <p id={`${id}-needed`} className={classes.needed}>
          {t`Still needed`}
        </p>
      )}
    </div>
  );
}
