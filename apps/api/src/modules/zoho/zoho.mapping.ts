import { tripInfoFields } from '@trips/shared/modules/trips/trips.schema';
import { zohoMessages as says } from '@trips/shared/modules/zoho/zoho.messages';
import { z } from 'zod';
import type { ZohoDeal } from './zoho.deals.ts';
import type { ZohoMatcher } from './zoho.match.ts';

/** The trip fields a deal fills; only these are ever written by Zoho. */
export const zohoFields = [
  'trip_name',
  'branding_id',
  'trip_type_id',
  'start_date',
  'end_date',
  'start_location_id',
  'end_location_id',
  'travellers',
  'trip_price',
  'holiday_id',
  'holiday_name',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
  'operations_owner_id',
  'sales_owner',
  'trip_comments',
] as const;
export type ZohoField = (typeof zohoFields)[number];
export type ZohoValues = Record<ZohoField, unknown>;

export type Mapped = { values: ZohoValues; problem: null } | { values: null; problem: string };

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : null;
const named = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

const checked = z.object(Object.fromEntries(zohoFields.map((f) => [f, tripInfoFields[f]])));

/** A deal's values as trip fields, or why it cannot become a trip (told on the Zoho settings screen). */
export async function mapDeal(deal: ZohoDeal, match: ZohoMatcher): Promise<Mapped> {
  const fail = (problem: string) => ({ values: null, problem });
  const [start, end] = [str(deal.Start_Date), str(deal.End_Date)];
  if (!start || !end) return fail(says.noDates);
  const place = async (unknown: (name: string) => string, name: string) => {
    if (!name) return { id: null };
    const id = await match.location(name);
    return id ? { id } : { problem: unknown(name) };
  };
  const from = await place(says.unknownStart, str(deal.Start_Location));
  if (from.problem) return fail(from.problem);
  const to = await place(says.unknownEnd, str(deal.End_Location));
  if (to.problem) return fail(to.problem);
  const owner = named(deal.Owner);
  const [brand, type, email] = [str(deal.Brand), str(deal.Trip_Type), str(owner.email)];
  const values = {
    trip_name: str(deal.Deal_Name) || `Zoho deal ${deal.id}`,
    branding_id: brand ? await match.brand(brand) : null,
    trip_type_id: type ? await match.tripType(type) : null,
    start_date: start,
    end_date: end,
    start_location_id: from.id,
    end_location_id: to.id,
    travellers: num(deal.Travellers) ?? 1,
    trip_price: num(deal.Amount) ?? 0,
    holiday_id: str(deal.Holiday_Id),
    holiday_name: str(deal.Holiday),
    customer_first_name: str(deal.Customer_First_Name),
    customer_last_name: str(deal.Customer_Last_Name),
    customer_email: str(deal.Customer_Email),
    customer_phone: str(deal.Customer_Phone),
    operations_owner_id: email ? await match.activeUser(email) : null,
    sales_owner: str(owner.name),
    trip_comments: str(deal.Description),
  };
  if (values.end_date < values.start_date) return fail(says.endsBeforeStart);
  const parsed = checked.safeParse(values);
  if (parsed.success) return { values: parsed.data as ZohoValues, problem: null };
  const issue = parsed.error.issues[0]!;
  return fail(says.invalidField(String(issue.path[0]), issue.message));
}
