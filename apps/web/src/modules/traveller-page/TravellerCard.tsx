import { useLingui } from '@lingui/react/macro';
import { pageFields } from './pageFields';
import { TravellerField, type Value } from './TravellerField';
import classes from './TravellerPage.module.css';

export type Draft = Record<string, Value> & { id: number | null };

interface Props {
  index: number;
  traveller: Draft;
  cycling: boolean;
  errors: Record<string, string>;
  missing: Set<string>;
  countries: { id: number; name: string }[];
  onChange: (key: string, value: Value) => void;
}

/** One traveller: the fields SES.Hospedajes names, then diet, bike height (cycling) and an emergency contact. */
export function TravellerCard({ index, traveller, cycling, errors, missing, countries, onChange }: Props) {
  const { t } = useLingui();
  const name = [traveller.first_name, traveller.surname1].filter(Boolean).join(' ');
  const number = index + 1;
  return (
    <fieldset className={classes.card}>
      <legend>{name ? t`Traveller ${number}: ${name}` : t`Traveller ${number}`}</legend>
      <div className={classes.fields}>
        {pageFields
          .filter((field) => cycling || !field.cycling)
          .map((field) => (
            <TravellerField
              key={field.key}
              id={`traveller-${index}-${field.key}`}
              field={field}
              value={traveller[field.key] ?? null}
              error={errors[`travellers.${index}.${field.key}`]}
              needed={missing.has(`travellers.${index}.${field.key}`) && (traveller[field.key] ?? '') === ''}
              countries={countries}
              onChange={(value) => onChange(field.key, value)}
            />
          ))}
      </div>
    </fieldset>
  );
}
