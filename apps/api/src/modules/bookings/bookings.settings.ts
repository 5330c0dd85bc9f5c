import {
  bookingRecord,
  caminoRecord,
  mailRemindersRecord,
  undefinedTimeRecord,
  vatRecord,
} from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../../engine/settings/read-settings.ts';

/** The booking kind of the settings' `bps_{kind}_*` keys for a row's section. */
export type SettingsKind = 'booking' | 'transfer' | 'other';

export interface BookingSettings {
  testMode: boolean;
  /** Hours; null when not set (nothing is scheduled for that step). */
  wait(kind: SettingsKind, step: 'request' | 'cancel' | 'modify'): number | null;
  reminders: { enabled: boolean; count: number; wait: number | null };
  modifyReminders(kind: SettingsKind): { enabled: boolean; count: number; wait: number | null };
  /** Reminders go out only on these ISO week days (1 = Monday) when `rms_enabled`. */
  sendingDays: readonly number[] | null;
  phoneWithinDays: number;
  caminoComments: Record<'en' | 'es', string>;
  undefinedTimeComments(lang: 'en' | 'es' | 'de'): string;
}

/** Every setting the automation reads, read once per step so a change applies to the next step. */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [booking, vat, mail, camino, undefinedTime] = await Promise.all([
    readSettings(db, bookingRecord),
    readSettings(db, vatRecord),
    readSettings(db, mailRemindersRecord),
    readSettings(db, caminoRecord),
    readSettings(db, undefinedTimeRecord),
  ]);
  return {
    testMode: booking.bps_test_mode,
    wait: (kind, step) => booking[`bps_${kind}_${step}_wait`],
    reminders: {
      enabled: booking.bps_booking_reminder_enable,
      count: booking.bps_booking_reminder_count,
      wait: booking.bps_booking_reminder_wait,
    },
    modifyReminders: (kind) => ({
      enabled: booking[`bps_${kind}_modify_reminder_enable`],
      count: booking[`bps_${kind}_modify_reminder_count`] ?? 0,
      wait: booking[`bps_${kind}_modify_reminder_wait`],
    }),
    sendingDays: mail.rms_enabled ? mail.rms_sending_days : null,
    phoneWithinDays: vat.bs_forcing_processing_trip_by_phone,
    caminoComments: {
      en: camino.cdss_accommodation_comments_to_provider_en,
      es: camino.cdss_accommodation_comments_to_provider_es,
    },
    // People transfers have no German comments: German providers read the English ones.
    undefinedTimeComments: (lang) =>
      lang === 'de' ? undefinedTime.utsp_comments_en : undefinedTime[`utsp_comments_${lang}`],
  };
}
