/** The vouchers module's public entry: what other modules may use of it. */
export { TripVouchersPanel } from './TripVouchersPanel';
