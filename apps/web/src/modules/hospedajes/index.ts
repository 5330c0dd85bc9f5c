/** The hospedajes module's public entry: what other modules may use of it. */
export { hospedajesSettingsEntry } from './hospedajesSettingsEntry';
export { hospedajesView } from './hospedajesView';
