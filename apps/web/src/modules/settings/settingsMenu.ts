import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { can, type Rights } from '@trips/shared/permissions/rights';
import { pathTo } from '../../app/paths';
import { hospedajesSettingsEntry } from '../hospedajes/hospedajesSettingsEntry';

/** One settings screen on /settings-menu: where it opens and the permission whose view right shows it. */
export interface SettingsEntry {
  label: MessageDescriptor;
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

/** Every settings screen, under the heading the menu shows it. */
export const settingsMenu: readonly SettingsHeading[] = [
  {
    title: msg`Booking and providers`,
    entries: [
      {
        label: msg`Booking`,
        description: msg`Test mode, waits for provider answers and reminders`,
        to: sectionPath('booking'),
        permission: 'booking_settings',
      },
      {
        label: msg`Mail reminders`,
        description: msg`Whether reminders go out by email, and on which days`,
        to: sectionPath('mail_reminders'),
        permission: 'mail_reminder_settings',
      },
      {
        label: msg`Undefined time`,
        description: msg`Comments for services booked without a set time`,
        to: sectionPath('undefined_time'),
        permission: 'undefined_time_settings',
      },
      {
        label: msg`Camino`,
        description: msg`Accommodation comments sent to providers`,
        to: sectionPath('camino'),
        permission: 'camino_settings',
      },
      {
        label: msg`Documents`,
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
        label: msg`VAT`,
        description: msg`The VAT rate, and when a trip is processed by phone`,
        to: sectionPath('vat'),
        permission: 'vat_settings',
      },
      {
        label: msg`Currency`,
        description: msg`Currencies and their exchange rates`,
        to: pathTo('currency'),
        permission: 'currency',
      },
      {
        label: msg`Countries`,
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
        label: msg`Branding`,
        description: msg`Brands and what customers see of them`,
        to: pathTo('branding'),
        permission: 'branding',
      },
      {
        label: msg`Email accounts`,
        description: msg`The accounts emails to providers are sent from`,
        to: pathTo('emailAccounts'),
        permission: 'email_accounts',
      },
      {
        label: msg`Email templates`,
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
        label: msg`Zoho settings`,
        description: msg`The connection to Zoho, and how often new deals are fetched`,
        to: pathTo('zohoSettings'),
        permission: 'zoho_settings',
      },
      {
        label: msg`Zoho accounts`,
        description: msg`The Zoho accounts trips come from`,
        to: pathTo('zohoAccounts'),
        permission: 'zoho_accounts',
      },
      hospedajesSettingsEntry,
      {
        label: msg`OTA settings`,
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
        label: msg`Tags`,
        description: msg`Provider, trip and invoice tags`,
        to: pathTo('tags'),
        permission: 'tags_settings',
      },
      {
        label: msg`Task statuses`,
        description: msg`The statuses a task moves through`,
        to: pathTo('taskStatuses'),
        permission: 'tasks_settings',
      },
      {
        label: msg`Rate item types`,
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
