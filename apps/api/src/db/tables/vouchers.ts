import type { Generated } from 'kysely';

/** The last voucher PDF of a trip and when the customer's documents were last sent (migration 0022). */
export interface TripVouchersTable {
  trip_id: number;
  storage_key: string;
  lang: 'en' | 'es' | 'de';
  byte_size: number;
  services: Generated<number>;
  generated_at: Date;
  generated_by: number | null;
  sent_at: Date | null;
  sent_count: Generated<number>;
}

export interface VoucherTables {
  trip_vouchers: TripVouchersTable;
}
