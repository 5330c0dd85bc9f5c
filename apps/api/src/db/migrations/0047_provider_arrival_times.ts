/**
 * When a hotel lets guests in and wants the room back ('15:00', '11:00'): the travel pack prints them on the
 * hotel's voucher. Empty when the provider has not said.
 */
const clock = (column: string) =>
  `alter table providers add column ${column} text not null default ''
    check (${column} = '' or ${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`;

export const statements = [clock('check_in_from'), clock('check_out_until')];
