/** The transfers module's public entry: what other modules may use of it. */

export { luggageTransfersField } from './auto/luggageTransfersField';
export { TripAutoTransfersPanel } from './auto/TripAutoTransfersPanel';
