import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { can, type Rights } from '@trips/shared/permissions/rights';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { emailTemplatesTitle } from '../../lib/emailTemplateRoutes';
import { pathTo } from '../../lib/paths';
import { routes } from '../../lib/routeTable';
import { hospedajesSettingsEntry } from '../hospedajes';

/**
 * One settings screen on /settings-menu: where it opens and the permission whose view right shows it. Its
 * label is the title the screen shows: a catalogue message, or a shared English title translated by tr().
 */
export interface SettingsEntry {
  label: MessageDescriptor | string;
  description: MessageDescriptor;
  to: string;
  permission: string;
}

export interface SettingsHeading {
  title: MessageDescriptor;
  entries: readonly SettingsEntry[];
}

/** Where a settings record without an address of its own opens. */
export const sectionPath = (group: string) => pathTo('settingsSection', group);

/** The titles of the settings screens built from a shared record group or list, as those screens show them. */
const groupTitle = (group: string) => recordGroupByName(group)!.title;
const listTitle = (list: string) => settingsListByName(list)!.title;

/** Every settings screen, under the heading the menu shows it. */
export const settingsMenu: readonly SettingsHeading[] = [
  {
    title: msg`Booking and providers`,
    entries: [
      {
        label: groupTitle('booking'),
        description: msg`Test mode, waits for provider answers and reminders`,
        to: sectionPath('booking'),
        permission: 'booking_settings',
      },
      {
        label: groupTitle('mail_reminders'),
        description: msg`Whether reminders go out by email, and on which days`,
        to: sectionPath('mail_reminders'),
        permission: 'mail_reminder_settings',
      },
      {
        label: groupTitle('undefined_time'),
        description: msg`Comments for services booked without a set time`,
        to: sectionPath('undefined_time'),
        permission: 'undefined_time_settings',
      },
      {
        label: groupTitle('camino'),
        description: msg`Accommodation comments sent to providers`,
        to: sectionPath('camino'),
        permission: 'camino_settings',
      },
      {
        label: groupTitle('document'),
        description: msg`When trip documents are sent, and sent again`,
        to: sectionPath('document'),
        permission: 'document_settings',
      },
    ],
  },
  {
    title: msg`Finance`,
    entries: [
      {
        label: groupTitle('vat'),
        description: msg`The VAT rate, and when a trip is processed by phone`,
        to: sectionPath('vat'),
        permission: 'vat_settings',
      },
      {
        label: listTitle('currencies'),
        description: msg`Currencies and their exchange rates`,
        to: pathTo('currency'),
        permission: 'currency',
      },
      {
        label: listTitle('countries'),
        description: msg`Which countries are offered, and which pay VAT`,
        to: pathTo('countries'),
        permission: 'countries_settings',
      },
    ],
  },
  {
    title: msg`Brands and mail`,
    entries: [
      {
        label: routes.branding.title,
        description: msg`Brands and what customers see of them`,
        to: pathTo('branding'),
        permission: 'branding',
      },
      {
        label: listTitle('email_accounts'),
        description: msg`The accounts emails to providers are sent from`,
        to: pathTo('emailAccounts'),
        permission: 'email_accounts',
      },
      {
        label: emailTemplatesTitle,
        description: msg`Requests, confirmations and reminders sent to providers`,
        to: '/booking-request',
        permission: 'email_templates',
      },
    ],
  },
  {
    title: msg`Integrations`,
    entries: [
      {
        label: groupTitle('zoho'),
        description: msg`The connection to Zoho, and how often new deals are fetched`,
        to: pathTo('zohoSettings'),
        permission: 'zoho_settings',
      },
      {
        label: listTitle('zoho_accounts'),
        description: msg`The Zoho accounts trips come from`,
        to: pathTo('zohoAccounts'),
        permission: 'zoho_accounts',
      },
      hospedajesSettingsEntry,
      {
        label: listTitle('ota_accounts'),
        description: msg`Online travel agency accounts`,
        to: pathTo('otaSettings'),
        permission: 'ota_settings',
      },
    ],
  },
  {
    title: msg`Lists`,
    entries: [
      {
        label: routes.tags.title,
        description: msg`Provider, trip and invoice tags`,
        to: pathTo('tags'),
        permission: 'tags_settings',
      },
      {
        label: listTitle('task_statuses'),
        description: msg`The statuses a task moves through`,
        to: pathTo('taskStatuses'),
        permission: 'tasks_settings',
      },
      {
        label: listTitle('rate_item_types'),
        description: msg`The kinds of item a provider’s rates are entered in`,
        to: sectionPath('rate_item_types'),
        permission: 'providers',
      },
    ],
  },
];

/** The headings and entries a user may open (view right); headings left empty are dropped. */
export function visibleSettings(rights: Rights): SettingsHeading[] {
  return settingsMenu
    .map((heading) => ({
      ...heading,
      entries: heading.entries.filter((entry) => can(rights, entry.permission, 'view')),
    }))
    .filter((heading) => heading.entries.length > 0);
}

/** The records and lists opened on the settings section screen; any other id there is not a page. */
export const sectionIds: readonly string[] = settingsMenu
  .flatMap((heading) => heading.entries)
  .map((entry) => entry.to)
  .filter((to) => to.startsWith(sectionPath('')))
  .map((to) => to.slice(sectionPath('').length));
