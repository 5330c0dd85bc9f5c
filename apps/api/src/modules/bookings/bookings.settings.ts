import type { Database } from '../../db/database.ts';
import { readRecord } from '../../engine/settings/read-record.ts';

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

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** Every setting the automation reads, read once per step so a change applies to the next step. */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [booking, vat, mail, camino, undefinedTime] = await Promise.all(
    ['booking', 'vat', 'mail_reminders', 'camino', 'undefined_time'].map((g) => readRecord(db, g)),
  );
  return {
    testMode: booking.bps_test_mode !== false,
    wait: (kind, step) => num(booking[`bps_${kind}_${step}_wait`]),
    reminders: {
      enabled: booking.bps_booking_reminder_enable === true,
      count: num(booking.bps_booking_reminder_count) ?? 0,
      wait: num(booking.bps_booking_reminder_wait),
    },
    modifyReminders: (kind) => ({
      enabled: booking[`bps_${kind}_modify_reminder_enable`] === true,
      count: num(booking[`bps_${kind}_modify_reminder_count`]) ?? 0,
      wait: num(booking[`bps_${kind}_modify_reminder_wait`]),
    }),
    sendingDays: mail.rms_enabled === true ? ((mail.rms_sending_days as number[]) ?? []) : null,
    phoneWithinDays: num(vat.bs_forcing_processing_trip_by_phone) ?? 7,
    caminoComments: {
      en: String(camino.cdss_accommodation_comments_to_provider_en ?? ''),
      es: String(camino.cdss_accommodation_comments_to_provider_es ?? ''),
    },
    undefinedTimeComments: (lang) =>
      String(undefinedTime[`utsp_comments_${lang}`] ?? undefinedTime.utsp_comments_en ?? ''),
  };
}
