import { taskMessages } from '../modules/tasks/tasks.constants.ts';
import type { SettingsList } from './list-columns.ts';

const name = { key: 'name', label: 'Name', kind: 'text', maxLength: 100, unique: true } as const;
const active = { key: 'is_active', label: 'Active', kind: 'boolean' } as const;
/** A reference row's names in the other languages (blank: the English name is shown). */
const localNames = [
  { key: 'name_es', label: 'Name in Spanish', kind: 'text', maxLength: 100, optional: true },
  { key: 'name_de', label: 'Name in German', kind: 'text', maxLength: 100, optional: true },
] as const;

/**
 * The tags of one kind (spec part 2 §3 "Tags"), named like their picker's lookup. Deleting a tag takes it off
 * the providers and trips that carry it (their links cascade), as the tags screen always did.
 */
const tags = (type: 'provider' | 'trip' | 'invoice', title: string): SettingsList => ({
  name: `${type}_tags`,
  title,
  permission: 'tags_settings',
  table: 'tags',
  scope: { column: 'type', value: type },
  columns: [{ key: 'name', label: 'Tag', kind: 'text', maxLength: 100, unique: true }],
  editableRows: true,
});

/** Every settings list of part 2 §3 built on the engine so far. */
export const settingsLists: readonly SettingsList[] = [
  {
    name: 'countries',
    title: 'Countries',
    permission: 'countries_settings',
    table: 'countries',
    columns: [
      { key: 'name', label: 'Country', kind: 'label' },
      { key: 'iso2', label: 'Code', kind: 'label' },
      { key: 'is_visible', label: 'Shown in pickers', kind: 'boolean' },
      { key: 'vat', label: 'VAT applies', kind: 'zeroOne' },
    ],
    editableRows: false,
  },
  {
    name: 'currencies',
    title: 'Currency',
    permission: 'currency',
    table: 'currencies',
    columns: [
      { key: 'country_name', label: 'Country', kind: 'label' },
      { key: 'currency_name', label: 'Currency', kind: 'label' },
      { key: 'symbol', label: 'Symbol', kind: 'label' },
      { key: 'rate', label: 'Rate to the euro', kind: 'decimal', min: 0, max: 1_000_000, exclusiveMin: true },
      active,
    ],
    editableRows: false,
  },
  {
    name: 'ota_accounts',
    title: 'OTA settings',
    permission: 'ota_settings',
    table: 'ota_accounts',
    columns: [name, active],
    editableRows: true,
  },
  {
    name: 'zoho_accounts',
    title: 'Zoho accounts',
    permission: 'zoho_accounts',
    table: 'zoho_accounts',
    // Blank: the account syncs with the Zoho settings' refresh token.
    columns: [
      name,
      ...localNames,
      { key: 'refresh_token', label: 'Refresh token', kind: 'secret', maxLength: 2000 },
      active,
    ],
    editableRows: true,
  },
  {
    name: 'email_accounts',
    title: 'Email accounts',
    permission: 'email_accounts',
    table: 'email_accounts',
    columns: [
      { key: 'branding_id', label: 'Brand', kind: 'lookup', lookup: 'brandings' },
      { key: 'email', label: 'Email address', kind: 'email', maxLength: 200, unique: true },
      // Without a server the brand's mail goes through SMTP_URL, or stays in the dev outbox.
      { key: 'smtp_server', label: 'SMTP server (host:port)', kind: 'text', maxLength: 200, optional: true },
      { key: 'smtp_user', label: 'SMTP user', kind: 'text', maxLength: 200, optional: true },
      { key: 'password', label: 'Password', kind: 'secret', maxLength: 500 },
      active,
    ],
    editableRows: true,
  },
  {
    name: 'rate_item_types',
    title: 'Rate item types',
    permission: 'providers',
    table: 'rate_item_types',
    columns: [name, ...localNames],
    editableRows: true,
    fixedIds: [1],
  },
  tags('provider', 'Provider tags'),
  tags('trip', 'Trip tags'),
  tags('invoice', 'Invoice tags'),
  {
    name: 'task_statuses',
    title: 'Task statuses',
    permission: 'tasks_settings',
    table: 'task_statuses',
    columns: [
      { key: 'name', label: 'Status', kind: 'text', maxLength: 50, unique: true },
      ...localNames,
      { key: 'is_closed', label: 'Completes the task', kind: 'boolean', whenNew: false },
    ],
    editableRows: true,
    // Pending is what a new task starts with.
    fixedIds: [1],
    orderColumn: 'sort',
    atLeastOne: [{ column: 'is_closed', message: taskMessages.noClosed }],
  },
];

export const settingsListByName = (listName: string) => settingsLists.find((l) => l.name === listName);
