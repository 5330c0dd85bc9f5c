/** The invoices module's public entry: what other modules may use of it. */
export { ProviderInvoices } from './ProviderInvoices';
export { TripInvoicesPanel } from './TripInvoicesPanel';
