import type {
  ReadinessCode,
  ReadinessSection,
  Severity,
} from '@trips/shared/modules/trips/readiness.constants';
import type { NightGap } from '../../hospedajes/index.ts';
import type { RawTrip } from '../trips.presenter.ts';
import type { LuggageGap } from '../trips.steps.ts';
import type { MessageKey } from './readiness.messages.ts';

/** What the rules read: the trip as stored, the day, the settings and what other modules know. */
export interface ReadinessInput {
  raw: RawTrip;
  /** 'YYYY-MM-DD' */
  today: string;
  /** `bps_attention_days`: how far ahead unconfirmed services, documents and deadlines are flagged. */
  attentionDays: number;
  luggage: readonly LuggageGap[];
  nights: readonly NightGap[];
  /** Of the places the trip's people transfers go between, the pairs with a transfer route ("from>to"). */
  routes: ReadonlySet<string>;
}

/** A problem before it is put in words: the message's key and values, in whatever language is asked. */
export interface Finding {
  code: ReadinessCode;
  severity: Severity;
  section?: ReadinessSection;
  row_id?: number;
  /** The trip's field that fixes a problem not about a row ('trip_price', 'customer_email'…). */
  field?: string;
  date?: string;
  says: MessageKey;
  values?: Record<string, string | number>;
}
