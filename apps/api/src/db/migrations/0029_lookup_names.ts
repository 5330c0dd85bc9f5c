import { countries } from './0003_reference_geo.ts';
import { simpleListNames, statusNames } from './0029_lookup_names.data.ts';

/**
 * Reference data in the reader's language (issue 30): every lookup row carries its Spanish and German name
 * beside the English `name`; a blank one reads as the English (rows staff add keep working). Countries take
 * their names from the ICU data Node ships.
 */
const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const addColumns = (table: string) => `alter table ${table} add column name_es text, add column name_de text`;

const fill = (table: string, names: Record<string, readonly [string, string]>, where = '') => {
  const rows = Object.entries(names).map(([en, [es, de]]) => `(${lit(en)}, ${lit(es)}, ${lit(de)})`);
  return `update ${table} t set name_es = v.es, name_de = v.de from (values ${rows.join(', ')}) as v(en, es, de)
    where t.name = v.en ${where}`;
};

const regionNames = (language: string) =>
  new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
const countryRows = () => {
  const [es, de] = [regionNames('es'), regionNames('de')];
  return countries.map(([c]) => `(${lit(c)}, ${lit(es.of(c) ?? '')}, ${lit(de.of(c) ?? '')})`).join(', ');
};

export const statements = [
  ...Object.keys(simpleListNames).map(addColumns),
  addColumns('statuses'),
  addColumns('countries'),
  ...Object.entries(simpleListNames).map(([table, names]) => fill(table, names)),
  ...Object.entries(statusNames).map(([kind, names]) => fill('statuses', names, `and t.kind = ${lit(kind)}`)),
  `update countries t set name_es = nullif(v.es, ''), name_de = nullif(v.de, '')
    from (values ${countryRows()}) as v(iso2, es, de) where t.iso2 = v.iso2`,
];
