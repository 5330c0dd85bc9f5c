import type { Generated } from 'kysely';

export interface DossiersTable {
  id: Generated<number>;
  branding_id: number;
  is_active: Generated<boolean>;
  title_eng: Generated<string>;
  title_spn: Generated<string>;
  title_grm: Generated<string>;
  text_eng: Generated<string>;
  text_spn: Generated<string>;
  text_grm: Generated<string>;
  created_by: number | null;
  created_on: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
}

export interface DossierSettingsTable {
  id: Generated<number>;
  dossier_id: number;
  position: Generated<number>;
  trip_type_id: number;
  start_location_id: number | null;
  end_location_id: number | null;
  holiday_id: Generated<string>;
  holiday: Generated<string>;
  title: Generated<string>;
}

export interface DossierOtherSettingsTable {
  id: Generated<number>;
  dossier_id: number;
  kind: 'from_locations' | 'to_locations' | 'walking_holiday' | 'cycling_holiday';
  position: Generated<number>;
  location_id: number | null;
  holiday_id: Generated<string>;
  holiday: Generated<string>;
}

export interface DossierDocumentsTable {
  dossier_id: number;
  lang: 'eng' | 'spn' | 'grm';
  storage_key: string;
  file_name: string;
  size: number;
  uploaded_by: number | null;
  uploaded_at: Generated<Date>;
}

export interface DossierTables {
  dossiers: DossiersTable;
  dossier_settings: DossierSettingsTable;
  dossier_other_settings: DossierOtherSettingsTable;
  dossier_documents: DossierDocumentsTable;
}
