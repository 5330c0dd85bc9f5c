import * as platform from './0001_platform.ts';
import * as peopleAccess from './0002_people_access.ts';
import * as referenceData from './0003_reference_data.ts';
import * as listsAndTags from './0004_lists_and_tags.ts';
import * as locations from './0005_locations.ts';
import * as providers from './0006_providers.ts';
import * as tasks from './0007_tasks.ts';
import * as trips from './0008_trips.ts';
import * as providerListIndexes from './0009_provider_list_indexes.ts';
import * as settingsLists from './0010_settings_lists.ts';
import * as emailAccounts from './0011_email_accounts.ts';
import * as brandings from './0012_brandings.ts';
import * as userLanguage from './0013_user_language.ts';
import * as specFilterShapes from './0014_spec_filter_shapes.ts';
import * as jobs from './0015_jobs.ts';
import * as emailTemplates from './0016_email_templates.ts';
import * as bookings from './0017_bookings.ts';
import * as transfers from './0018_transfers.ts';
import * as invoices from './0019_invoices.ts';
import * as autoTransfers from './0020_auto_transfers.ts';
import * as dossiers from './0021_dossiers.ts';
import * as vouchers from './0022_vouchers.ts';

/** Forward-only migrations, applied in order; a released migration is never edited, only followed. */
export const migrations: { name: string; statements: string[] }[] = [
  { name: '0001_platform', statements: platform.statements },
  { name: '0002_people_access', statements: peopleAccess.statements },
  { name: '0003_reference_data', statements: referenceData.statements },
  { name: '0004_lists_and_tags', statements: listsAndTags.statements },
  { name: '0005_locations', statements: locations.statements },
  { name: '0006_providers', statements: providers.statements },
  { name: '0007_tasks', statements: tasks.statements },
  { name: '0008_trips', statements: trips.statements },
  { name: '0009_provider_list_indexes', statements: providerListIndexes.statements },
  { name: '0010_settings_lists', statements: settingsLists.statements },
  { name: '0011_email_accounts', statements: emailAccounts.statements },
  { name: '0012_brandings', statements: brandings.statements },
  { name: '0013_user_language', statements: userLanguage.statements },
  { name: '0014_spec_filter_shapes', statements: specFilterShapes.statements },
  { name: '0015_jobs', statements: jobs.statements },
  { name: '0016_email_templates', statements: emailTemplates.statements },
  { name: '0017_bookings', statements: bookings.statements },
  { name: '0018_transfers', statements: transfers.statements },
  { name: '0019_invoices', statements: invoices.statements },
  { name: '0020_auto_transfers', statements: autoTransfers.statements },
  { name: '0021_dossiers', statements: dossiers.statements },
  { name: '0022_vouchers', statements: vouchers.statements },
];
