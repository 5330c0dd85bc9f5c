import { hospedajesRecord } from '../modules/hospedajes/hospedajes.settings.ts';
import { travellerLimits } from '../modules/hospedajes/travellers.constants.ts';
import { maxTravellers } from '../modules/trips/trips.constants.ts';
import { zohoMessages } from '../modules/zoho/zoho.messages.ts';
import {
  defineRecord,
  flagField as flag,
  hoursField as hours,
  type RecordGroup,
  textField as text,
} from './record-group.ts';

export type { RecordGroup, RecordSettings } from './record-group.ts';

const bookingKinds = [
  ['booking', 'Accommodation'],
  ['transfer', 'Transfers'],
  ['other', 'Other services'],
] as const;

export const bookingRecord = defineRecord({
  group: 'booking',
  title: 'Booking settings',
  permission: 'booking_settings',
  fields: [
    flag('bps_test_mode', 'Test mode: automatic emails go to the brand’s own account', 'General', true),
    ...bookingKinds.flatMap(([kind, section]) => [
      hours(`bps_${kind}_request_wait`, 'Wait for an answer to a request (hours)', section),
      hours(`bps_${kind}_cancel_wait`, 'Wait for an answer to a cancellation (hours)', section),
      hours(`bps_${kind}_modify_wait`, 'Wait for an answer to a modification (hours)', section),
      flag(`bps_${kind}_modify_reminder_enable`, 'Remind about modifications', section),
      {
        key: `bps_${kind}_modify_reminder_count`,
        label: 'Modification reminders',
        section,
        kind: 'integer',
        min: 0,
        max: 20,
        nullable: true,
        default: null,
      } as const,
      hours(`bps_${kind}_modify_reminder_wait`, 'Between modification reminders (hours)', section),
    ]),
    flag('bps_booking_reminder_enable', 'Send booking reminders', 'Booking reminders', true),
    {
      key: 'bps_booking_reminder_count',
      label: 'Booking reminders',
      section: 'Booking reminders',
      kind: 'integer',
      min: 0,
      max: 20,
      default: 3,
    },
    hours('bps_booking_reminder_wait', 'Between booking reminders (hours)', 'Booking reminders'),
    {
      key: 'bps_attention_days',
      label: 'Warn about unconfirmed services, unsent vouchers and cancellation deadlines within (days)',
      section: 'Trip readiness',
      kind: 'integer',
      min: 1,
      max: 60,
      default: 7,
    },
    {
      key: 'bps_max_travellers',
      label: 'Most travellers on one trip',
      section: 'Trip readiness',
      kind: 'integer',
      min: 1,
      max: maxTravellers,
      default: travellerLimits.travellers,
    },
    ...(
      [
        [
          'traveller_link_first_reminder_days',
          'First reminder of the travellers’ page (days before the start, 0: none)',
          21,
        ],
        [
          'traveller_link_second_reminder_days',
          'Second reminder of the travellers’ page (days before the start, 0: none)',
          7,
        ],
      ] as const
    ).map(
      ([key, label, days]) =>
        ({
          key,
          label,
          section: 'Travellers’ own page',
          kind: 'integer',
          min: 0,
          max: 120,
          default: days,
        }) as const,
    ),
  ],
});

export const caminoRecord = defineRecord({
  group: 'camino',
  title: 'Camino settings',
  permission: 'camino_settings',
  fields: [
    text('cdss_accommodation_comments_to_provider_en', 'Accommodation comments to provider (English)'),
    text('cdss_accommodation_comments_to_provider_es', 'Accommodation comments to provider (Spanish)'),
  ],
});

const sendAfterTypes = [
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
] as const;
/** When the carriers collect: the bags wait at reception from this time of the morning. */
const bagsReadyTimes = ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30'] as const;
const documentConditions = [
  ['less', 'Booked less than the condition before the start'],
  ['equal', 'Booked exactly the condition before the start'],
  ['more', 'Booked more than the condition before the start'],
] as const;

export const documentRecord = defineRecord({
  group: 'document',
  title: 'Document settings',
  permission: 'document_settings',
  fields: [
    ...documentConditions.flatMap(([when, section]) => [
      {
        key: `zs_${when}_condition`,
        label: 'Condition (days)',
        section,
        kind: 'integer',
        min: 0,
        max: 3650,
        default: 60,
      } as const,
      {
        key: `zs_${when}_send_after_type`,
        label: 'Send after',
        section,
        kind: 'choice',
        options: sendAfterTypes,
        default: 'hours',
      } as const,
      {
        key: `zs_${when}_send_after_value`,
        label: 'Send after (amount)',
        section,
        kind: 'integer',
        min: 0,
        max: 10000,
        default: 1,
      } as const,
    ]),
    {
      key: 'zs_resend_docs_after_type',
      label: 'Resend documents after',
      section: 'Resending',
      kind: 'choice',
      options: sendAfterTypes,
      default: 'hours',
    },
    {
      key: 'zs_resend_docs_after_value',
      label: 'Resend documents after (amount)',
      section: 'Resending',
      kind: 'integer',
      min: 0,
      max: 10000,
      default: 1,
    },
    {
      key: 'zs_bags_ready_by',
      label: 'Bags ready at reception by (printed on luggage vouchers)',
      section: 'Travel pack',
      kind: 'choice',
      options: bagsReadyTimes.map((time) => ({ value: time, label: time })),
      default: '08:00',
    },
  ],
});

const languages = { en: 'English', es: 'Spanish', de: 'German' } as const;

/** Comments per language for a service whose time is not fixed yet (`{prefix}_comments_{lang}`). */
const comments = <P extends string, L extends keyof typeof languages>(
  prefix: P,
  section: string,
  langs: readonly L[],
) => langs.map((lang) => text(`${prefix}_comments_${lang}`, `Comments (${languages[lang]})`, section));

export const undefinedTimeRecord = defineRecord({
  group: 'undefined_time',
  title: 'Undefined-time settings',
  permission: 'undefined_time_settings',
  fields: [
    ...comments('utsp', 'People transfers', ['en', 'es']),
    ...comments('utsc', 'Camino', ['en', 'es', 'de']),
    ...comments('utso', 'Other services', ['en', 'es', 'de']),
  ],
});

export const vatRecord = defineRecord({
  group: 'vat',
  title: 'VAT settings',
  permission: 'vat_settings',
  fields: [
    { key: 'bs_vat', label: 'VAT rate', kind: 'rate', max: 1, default: 0.07 },
    {
      key: 'bs_forcing_processing_trip_by_phone',
      label: 'Process a trip by phone when it starts within (days)',
      kind: 'integer',
      min: 0,
      max: 365,
      default: 7,
    },
  ],
});

export const mailRemindersRecord = defineRecord({
  group: 'mail_reminders',
  title: 'Mail reminder settings',
  permission: 'mail_reminder_settings',
  fields: [
    { key: 'rms_enabled', label: 'Send reminders by email', kind: 'boolean', default: false },
    {
      key: 'rms_sending_days',
      label: 'Days reminders are sent on',
      kind: 'weekdays',
      default: [1, 2, 3, 4, 5],
    },
  ],
});

export const zohoRecord = defineRecord({
  group: 'zoho',
  title: 'Zoho settings',
  permission: 'zoho_settings',
  fields: [
    { key: 'account', label: 'Account', kind: 'text', maxLength: 200, default: '' },
    { key: 'client_id', label: 'Client id', kind: 'text', maxLength: 500, default: '' },
    { key: 'client_secret', label: 'Client secret', kind: 'secret', maxLength: 500, default: '' },
    { key: 'token', label: 'Refresh token', kind: 'secret', maxLength: 2000, default: '' },
    {
      key: 'zoho_trip_creation_mins',
      label: 'Fetch new deals every (minutes)',
      kind: 'integer',
      min: 1,
      max: 1440,
      default: 15,
    },
    { key: 'is_active', label: 'Active', kind: 'boolean', default: false },
    {
      key: 'activate_synced_trips',
      label: 'Activate synced trips',
      section: 'Trips from deals',
      description: zohoMessages.activateSyncedTripsHelp,
      kind: 'boolean',
      default: false,
    },
  ],
});

export const recordGroups: readonly RecordGroup[] = [
  bookingRecord,
  caminoRecord,
  documentRecord,
  undefinedTimeRecord,
  vatRecord,
  mailRemindersRecord,
  zohoRecord,
  hospedajesRecord,
];

export const recordGroupByName = (group: string) => recordGroups.find((g) => g.group === group);

/** Every key of a group with its default: what a group never saved reads as. */
export const recordDefaults = (group: RecordGroup) =>
  Object.fromEntries(group.fields.map((f) => [f.key, f.default]));
