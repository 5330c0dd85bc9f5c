import { dossierLanguages } from '@trips/shared/modules/dossiers/dossiers.constants';
import type {
  DossierDetail,
  DossierDocument,
  DossierResponse,
  DossierSetting,
  OtherSettings,
} from '@trips/shared/modules/dossiers/dossiers.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';

const instant = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const person = (column: string) =>
  sql`(select u.first_name || ' ' || u.last_name from users_view u where u.id = ${sql.ref(column)})`;
const place = (column: string) => sql`(select l.name from locations_view l where l.id = ${sql.ref(column)})`;

/** Where a language's document is read (the upload, else one generated from the dossier's texts). */
export const documentPath = (id: number, lang: string) => `/api/v1/dossiers/${id}/documents/${lang}`;

type Row = Record<string, unknown>;

/** The dossier with its names, settings, other settings and uploads as the detail shows it; undefined when gone. */
export async function loadDossier(
  db: Database,
  id: number,
): Promise<Omit<DossierResponse, 'success'> | undefined> {
  const { rows } = await sql<Row>`select d.*, (select b.name from brandings_view b where b.id = d.branding_id)
      as branding_name, ${person('d.created_by')} as created_by_name, ${instant('d.created_on')} as created_on_text
    from dossiers d where d.id = ${id}`.execute(db);
  const d = rows[0];
  if (!d) return undefined;
  const settings = await sql<DossierSetting>`select s.id, s.trip_type_id,
      (select ${localName('t')} from trip_types t where t.id = s.trip_type_id) as trip_type_name,
      s.start_location_id, ${place('s.start_location_id')} as start_location_name,
      s.end_location_id, ${place('s.end_location_id')} as end_location_name, s.holiday_id, s.holiday, s.title
    from dossier_settings s where s.dossier_id = ${id} order by s.position, s.id`.execute(db);
  const others = await sql<Row>`select o.id as other_setting_id, o.kind, o.location_id,
      ${place('o.location_id')} as location_name, o.holiday_id, o.holiday
    from dossier_other_settings o where o.dossier_id = ${id} order by o.position, o.id`.execute(db);
  const uploads = await sql<Row>`select lang, file_name, size, ${person('uploaded_by')} as uploaded_by_name,
      ${instant('uploaded_at')} as uploaded_at from dossier_documents where dossier_id = ${id}`.execute(db);
  const documents = Object.fromEntries(
    dossierLanguages.map((lang) => {
      const found = uploads.rows.find((u) => u.lang === lang);
      const { lang: _, ...document } = found ?? {};
      return [lang, found ? (document as DossierDocument) : null];
    }),
  ) as DossierResponse['documents'];
  const dossier: DossierDetail = {
    id: d.id as number,
    branding_id: d.branding_id as number,
    branding_name: d.branding_name as string | null,
    is_active: d.is_active as boolean,
    title: { eng: d.title_eng as string, spn: d.title_spn as string, grm: d.title_grm as string },
    text: { eng: d.text_eng as string, spn: d.text_spn as string, grm: d.text_grm as string },
    created_by: d.created_by as number | null,
    created_by_name: d.created_by_name as string | null,
    created_on: d.created_on_text as string,
    pdf_eng_path: documentPath(id, 'eng'),
    pdf_spn_path: documentPath(id, 'spn'),
    pdf_grm_path: documentPath(id, 'grm'),
    version: d.version as number,
  };
  return { dossier, settings: settings.rows, other_settings: groupOthers(others.rows), documents };
}

function groupOthers(rows: Row[]): OtherSettings {
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const location = (r: Row) => ({
    other_setting_id: r.other_setting_id as number,
    location_id: r.location_id as number,
    location_name: r.location_name as string | null,
  });
  const holiday = (r: Row) => ({
    other_setting_id: r.other_setting_id as number,
    holiday_id: r.holiday_id as string,
    holiday: r.holiday as string,
  });
  return {
    from_locations: of('from_locations').map(location),
    to_locations: of('to_locations').map(location),
    walking_holiday: of('walking_holiday').map(holiday),
    cycling_holiday: of('cycling_holiday').map(holiday),
  };
}
