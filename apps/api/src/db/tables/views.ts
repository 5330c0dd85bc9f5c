import type { LocationNameVariationsTable, LocationsTable, MeetingPointsTable } from './locations.ts';
import type { UsersTable } from './platform.ts';
import type {
  LocationPriorityProvidersTable,
  ProviderLocationsTable,
  ProviderRatesTable,
  ProviderServiceItemsTable,
  ProviderServicesTable,
  ProvidersTable,
  ProviderVouchersTable,
} from './providers.ts';
import type { BrandingsTable, TripsTable } from './trips.ts';

/**
 * The views an owning module publishes for other modules to read in SQL (migrations 0058–0062, and `staff_names`): each is a plain
 * projection of one of its tables, so the planner reads the table and its indexes directly. Who owns each is
 * listed in `tools/architecture/tables.ts` (`publishedViews`); nothing writes a view (docs/decisions/0030).
 */
export interface PublishedViews {
  /** Staff by their full name, for pickers and lookups (migrations 0007, 0042). */
  staff_names: { id: number; name: string; is_active: boolean };
  users_view: Omit<UsersTable, 'password_hash' | 'profile' | 'require_verification'>;
  brandings_view: BrandingsTable;
  locations_view: LocationsTable;
  meeting_points_view: MeetingPointsTable;
  location_name_variations_view: LocationNameVariationsTable;
  location_priority_providers_view: LocationPriorityProvidersTable;
  providers_view: ProvidersTable;
  provider_services_view: ProviderServicesTable;
  provider_service_items_view: ProviderServiceItemsTable;
  provider_locations_view: ProviderLocationsTable;
  provider_vouchers_view: ProviderVouchersTable;
  provider_rates_view: ProviderRatesTable;
  trips_view: TripsTable;
}
