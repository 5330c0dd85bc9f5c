import { describe, expect, it } from 'vitest';
import { checkRecordValues } from '../src/settings/record-check.ts';
import { recordDefaults, recordGroupByName, recordGroups } from '../src/settings/record-groups.ts';

const booking = recordGroupByName('booking')!;
const mail = recordGroupByName('mail_reminders')!;

describe('settings record checks', () => {
  it('accepts every group’s defaults as they are', () => {
    for (const group of recordGroups) {
      const defaults = recordDefaults(group);
      expect(checkRecordValues(group, defaults)).toEqual({ values: defaults, fieldErrors: {} });
    }
  });

  it('takes waits in hours with decimals down to 0.001, or none', () => {
    const { values, fieldErrors } = checkRecordValues(booking, {
      bps_booking_request_wait: 0.005,
      bps_transfer_cancel_wait: null,
      bps_other_modify_wait: 0.0009,
      bps_booking_reminder_wait: -1,
      bps_transfer_request_wait: 'soon',
    });
    expect(values).toEqual({ bps_booking_request_wait: 0.005, bps_transfer_cancel_wait: null });
    expect(fieldErrors).toEqual({
      bps_other_modify_wait: 'must be at least 0.001 hours',
      bps_booking_reminder_wait: 'cannot be negative',
      bps_transfer_request_wait: 'must be a number',
    });
  });

  it('refuses an unknown key, a fractional count and a count without a value', () => {
    const { fieldErrors } = checkRecordValues(booking, {
      bps_nothing: 1,
      bps_booking_reminder_count: 2.5,
      bps_test_mode: 'yes',
    });
    expect(fieldErrors).toEqual({
      bps_nothing: 'This is not a setting of this group',
      bps_booking_reminder_count: 'must be a whole number',
      bps_test_mode: 'must be on or off',
    });
    expect(checkRecordValues(booking, { bps_booking_reminder_count: null }).fieldErrors).toEqual({
      bps_booking_reminder_count: 'Required',
    });
  });

  it('keeps ISO week days sorted, once each, 1 to 7', () => {
    expect(checkRecordValues(mail, { rms_sending_days: [5, 1, 3] }).values).toEqual({
      rms_sending_days: [1, 3, 5],
    });
    for (const days of [[0], [8], [1, 1], 'Monday'])
      expect(checkRecordValues(mail, { rms_sending_days: days }).fieldErrors.rms_sending_days).toBeDefined();
  });
});
