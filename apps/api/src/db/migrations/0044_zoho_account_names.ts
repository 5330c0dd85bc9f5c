/**
 * Zoho accounts are named per language like every other lookup (migration 0029): the two accounts migration
 * 0008 created get their Spanish and German names; accounts staff add keep their English name until a
 * translation is typed on the Zoho accounts list.
 */
const names: Record<string, readonly [es: string, de: string]> = {
  'Main account': ['Cuenta principal', 'Hauptkonto'],
  'Agencies account': ['Cuenta de agencias', 'Agenturkonto'],
};

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const rows = Object.entries(names).map(([en, [es, de]]) => `(${lit(en)}, ${lit(es)}, ${lit(de)})`);

export const statements = [
  'alter table zoho_accounts add column name_es text, add column name_de text',
  `update zoho_accounts t set name_es = v.es, name_de = v.de from (values ${rows.join(', ')}) as v(en, es, de)
    where t.name = v.en`,
];
