import { msg } from '@lingui/core/macro';
import { pathTo } from '../../lib/paths';

/** The Hospedajes settings on /settings-menu (Integrations). */
export const hospedajesSettingsEntry = {
  label: msg`Hospedajes settings`,
  description: msg`The connection to SES.Hospedajes: host, web-service user and landlord code`,
  to: pathTo('settingsSection', 'hospedajes'),
  permission: 'hospedajes_settings',
};
