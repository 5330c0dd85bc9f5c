import type { BookingTables } from './tables/bookings.ts';
import type { DossierTables } from './tables/dossiers.ts';
import type { EmailTemplateTables } from './tables/email-templates.ts';
import type { HospedajesTables } from './tables/hospedajes.ts';
import type { InvoiceTables } from './tables/invoices.ts';
import type { ItineraryTables } from './tables/itineraries.ts';
import type { JobTables } from './tables/jobs.ts';
import type { ListTables } from './tables/lists.ts';
import type { LocationTables } from './tables/locations.ts';
import type { PlatformTables } from './tables/platform.ts';
import type { ProviderTables } from './tables/providers.ts';
import type { ReferenceTables } from './tables/reference.ts';
import type { SettingsTables } from './tables/settings.ts';
import type { TaskTables } from './tables/tasks.ts';
import type { TransferTables } from './tables/transfers.ts';
import type { TravellerLinksTables } from './tables/traveller-links.ts';
import type { TripTables } from './tables/trips.ts';
import type { PublishedViews } from './tables/views.ts';
import type { VoucherTables } from './tables/vouchers.ts';
import type { ZohoTables } from './tables/zoho.ts';

/** Every table, one interface per module's migrations (add yours to the list), and the published views. */
export interface DB
  extends PlatformTables,
    ReferenceTables,
    ListTables,
    LocationTables,
    ProviderTables,
    TaskTables,
    TripTables,
    SettingsTables,
    JobTables,
    EmailTemplateTables,
    BookingTables,
    TransferTables,
    InvoiceTables,
    DossierTables,
    ItineraryTables,
    VoucherTables,
    ZohoTables,
    HospedajesTables,
    TravellerLinksTables,
    PublishedViews {}
