import { describe, expect, it } from 'vitest';
import { hospedajesRecord } from '../src/modules/hospedajes/hospedajes.settings.ts';
import {
  bookingRecord,
  documentRecord,
  type RecordSettings,
  recordDefaults,
  undefinedTimeRecord,
} from '../src/settings/record-groups.ts';

// The descriptors keep their keys and kinds for the compiler (checked by `tsc -p packages/shared`).
const booking = recordDefaults(bookingRecord) as RecordSettings<typeof bookingRecord>;
const documents = recordDefaults(documentRecord) as RecordSettings<typeof documentRecord>;
const undefinedTime = recordDefaults(undefinedTimeRecord) as RecordSettings<typeof undefinedTimeRecord>;
const hospedajes = recordDefaults(hospedajesRecord) as RecordSettings<typeof hospedajesRecord>;

const testMode: boolean = booking.bps_test_mode;
const reminders: number = booking.bps_booking_reminder_count;
const modifyReminders: number | null = booking.bps_other_modify_reminder_count;
const sendAfter: 'hours' | 'days' = documents.zs_less_send_after_type;
const environment: 'test' | 'production' = hospedajes.environment;
// @ts-expect-error a misspelt key is not a setting
booking.bps_test_mod;
// @ts-expect-error a nullable count may be null
const notNull: number = booking.bps_booking_modify_reminder_count;
// @ts-expect-error people transfers have no German comments
undefinedTime.utsp_comments_de;

describe('typed settings records', () => {
  it('answer the spec defaults under the keys their types name', () => {
    expect({ testMode, reminders, modifyReminders, sendAfter, environment, notNull }).toEqual({
      testMode: true,
      reminders: 3,
      modifyReminders: null,
      sendAfter: 'hours',
      environment: 'test',
      notNull: null,
    });
    expect(Object.keys(undefinedTime)).toEqual([
      'utsp_comments_en',
      'utsp_comments_es',
      'utsc_comments_en',
      'utsc_comments_es',
      'utsc_comments_de',
      'utso_comments_en',
      'utso_comments_es',
      'utso_comments_de',
    ]);
  });
});
