export { TravellersPanel } from './TravellersPanel';
