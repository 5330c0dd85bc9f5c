/**
 * How people name a trip's row, in place of its section and id: 'Accommodation in Portomarín, 8 Jan (Casa
 * Garea)', 'Luggage transfer Arzúa → O Pedrouzo, 10 Jan'. The web app's catalogue holds each with {0}, {1}
 * in place of its values; the server fills them in the reader's language, then adds the day as that
 * language writes it and a night's hotel; what a row lacks (a place, a day) is left out.
 */
export const rowNameMessages = {
  accommodation: (town: string) => `Accommodation in ${town}`,
  luggage: (from: string, to: string) => `Luggage transfer ${from} → ${to}`,
  transfer: (from: string, to: string) => `Transfer ${from} → ${to}`,
} as const;

/** A row's kind, as stored texts write it before the row's id ('Accommodation #12') and as people read it. */
export const rowKindMessages = {
  accommodations: 'Accommodation',
  luggage_transfers: 'Luggage transfer',
  normal_transfers: 'Normal transfer',
  other_services: 'Other service',
} as const;
