import type { VariableSet } from './variables.ts';

/** The services whose email templates share one screen each (spec part 1 §2). */
export const templateScreens = [
  'accommodation',
  'luggage-transfer',
  'normal-transfer',
  'other-services',
  'customer',
] as const;
export type TemplateScreen = (typeof templateScreens)[number];

/** Languages a template is written in; English is the fallback of the others. */
export const templateLanguages = ['en', 'es', 'de'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];

export interface TemplateDef<Slug extends string = string> {
  slug: Slug;
  screen: TemplateScreen;
  /** What the template is for, in one line (English; the editor shows its own translation). */
  purpose: string;
  /** `phone`: a script staff read out when they call, not an email to send. */
  kind: 'email' | 'phone';
  /** The variable sets it may use: its screen's, then its own. */
  sets: readonly VariableSet[];
}

const people = ['trip', 'customer', 'provider', 'staff', 'brand'] as const;
const screenSets: Record<TemplateScreen, readonly VariableSet[]> = {
  accommodation: [...people, 'booking'],
  'luggage-transfer': [...people, 'transfer', 'luggage'],
  'normal-transfer': [...people, 'transfer', 'pickup'],
  'other-services': [...people, 'service'],
  customer: ['trip', 'customer', 'staff', 'brand', 'documents'],
};

type Extra = VariableSet | 'phone';
const def = <S extends string>(
  screen: TemplateScreen,
  slug: S,
  purpose: string,
  extra: Extra[] = [],
): TemplateDef<S> => ({
  slug,
  screen,
  purpose,
  kind: extra.includes('phone') ? 'phone' : 'email',
  sets: [...screenSets[screen], ...extra.filter((e): e is VariableSet => e !== 'phone')],
});

const asked = ['response'] as const;
const cancel = ['cancellation', 'response'] as const;
const change = ['modification', 'response'] as const;
const chase = ['reminder', 'response'] as const;
const cancelChase = ['cancellation', 'reminder'] as const;
const changeChase = ['modification', 'reminder', 'response'] as const;

const a = <S extends string>(slug: S, purpose: string, extra: Extra[] = []) =>
  def('accommodation', slug, purpose, extra);
const l = <S extends string>(slug: S, purpose: string, extra: Extra[] = []) =>
  def('luggage-transfer', slug, purpose, extra);
const n = <S extends string>(slug: S, purpose: string, extra: Extra[] = []) =>
  def('normal-transfer', slug, purpose, extra);
const o = <S extends string>(slug: S, purpose: string, extra: Extra[] = []) =>
  def('other-services', slug, purpose, extra);
const c = <S extends string>(slug: S, purpose: string, extra: Extra[] = []) =>
  def('customer', slug, purpose, extra);

/**
 * Every template page, in the spec's order ("prepayment-proforma-request/booking" is two templates), then the
 * customer's documents email, which the spec's sending of documents needs.
 */
// biome-ignore format: one template a line
export const templateRegistry = [
  a('booking-request', "Asks the hotel to book the rooms for the trip's night and to answer through the response link.", [...asked]),
  a('booking-confirmation', 'Confirms to the hotel the booking it accepted, with the final details.'),
  a('cancellation-request', 'Asks the hotel to cancel a booking and to confirm the cancellation.', [...cancel]),
  a('modifications-request', 'Asks the hotel to change a booking (dates, rooms, people or meals) and to accept or decline.', [...change]),
  a('modifications-decline', 'Acknowledges that the hotel cannot accept the changes: the booking stays as it was.', ['modification']),
  a('booking-reminders', 'Reminds the hotel of a booking request it has not answered yet.', [...chase]),
  a('booking-automatic-mailing', 'Sent automatically a few days before arrival: the booking as it stands, to check nothing is missing.'),
  a('booking-new-comments', 'Passes on new comments about a booking (arrival time, diet, special requests).'),
  a('prepayment-proforma-request', 'Asks the hotel for a proforma invoice so the booking can be prepaid.', ['prepayment', 'response']),
  a('prepayment-proforma-booking', 'Books with a hotel that asks for prepayment: the request together with the proforma to pay.', ['prepayment', 'response']),
  a('booking-request-cancellation', 'Withdraws a booking request the hotel has not answered yet.', ['cancellation']),
  a('no-response', 'Last notice to a hotel that did not answer the request or its reminders: we will book elsewhere.', ['reminder']),
  a('booking-request-phone', 'What staff say when they book with the hotel by phone.', ['phone']),
  a('booking-reminder-phone', 'What staff say when they call about a booking request the hotel has not answered.', ['reminder', 'phone']),
  a('booking-reminder-modification', 'Reminds the hotel of a change request it has not answered yet.', [...changeChase]),
  a('no-response-to-cancellation', 'Chases a cancellation the hotel has not confirmed.', [...cancelChase]),
  l('luggage-transfer-request', "Asks the carrier to move the guests' bags from one stage to the next.", [...asked]),
  l('luggage-transfer-decline', 'Acknowledges that the carrier cannot take the transfer: we will arrange it elsewhere.'),
  l('luggage-transfer-confirmation', 'Confirms to the carrier the transfer it accepted, with the final details.'),
  l('cancellation-request-luggage-transfer', 'Asks the carrier to cancel a luggage transfer and to confirm it.', [...cancel]),
  l('modifications-request-luggage-transfer', 'Asks the carrier to change a luggage transfer (date, places or bags).', [...change]),
  l('luggage-transfer-reminders', 'Reminds the carrier of a transfer request it has not answered yet.', [...chase]),
  l('luggage-transfers-new-comments', 'Passes on new comments about a luggage transfer.'),
  l('no-response-to-cancellation-luggage-transfer', 'Chases a luggage transfer cancellation the carrier has not confirmed.', [...cancelChase]),
  l('luggage-transfer-request-phone', 'What staff say when they book a luggage transfer by phone.', ['phone']),
  n('normal-transfer-request', 'Asks the transfer company to drive the guests from one place to another.', [...asked]),
  n('normal-transfer-confirmation', 'Confirms to the transfer company the transfer it accepted, with the final details.'),
  n('cancellation-request-normal-transfer', 'Asks the transfer company to cancel a transfer and to confirm it.', [...cancel]),
  n('modifications-request-normal-transfer', 'Asks the transfer company to change a transfer (date, time, places or people).', [...change]),
  n('modifications-decline-normal-transfer', 'Acknowledges that the transfer company cannot accept the changes: the transfer stays as it was.', ['modification']),
  n('normal-transfer-reminder-modification', 'Reminds the transfer company of a change request it has not answered yet.', [...changeChase]),
  n('normal-transfer-request-phone', 'What staff say when they book a transfer by phone.', ['phone']),
  n('normal-transfers-new-comments', 'Passes on new comments about a transfer.'),
  n('no-response-to-cancellation-normal-transfer', 'Chases a transfer cancellation the company has not confirmed.', [...cancelChase]),
  o('other-booking-request', 'Asks the provider to book a service (guide, tour, meal, bikes…) and to answer through the response link.', [...asked]),
  o('other-booking-confirmation', 'Confirms to the provider the service it accepted, with the final details.'),
  o('other-new-comments', 'Passes on new comments about a service.'),
  o('cancellation-request-other', 'Asks the provider to cancel a service and to confirm it.', [...cancel]),
  o('modifications-request-other', 'Asks the provider to change a service (dates, people or place).', [...change]),
  o('modifications-decline-other', 'Acknowledges that the provider cannot accept the changes: the service stays as it was.', ['modification']),
  o('other-reminder-modification', 'Reminds the provider of a change request it has not answered yet.', [...changeChase]),
  o('other-request-phone', 'What staff say when they book a service by phone.', ['phone']),
  o('no-response-to-cancellation-other-services', 'Chases a service cancellation the provider has not confirmed.', [...cancelChase]),
  c('customer-documents', 'Sends the customer their vouchers (attached) and route dossier before the trip, and again after a change.'),
  c('traveller-page-link', "Sends the customer the link to the travellers' own page when the trip turns Active with their details missing, and reminds them while any is missing.", ['traveller_page']),
] as const;

/** A slug of the registry: a misspelt one passed to rendering or sending does not compile. */
export type TemplateSlug = (typeof templateRegistry)[number]['slug'];

export const templateSlugs: readonly TemplateSlug[] = templateRegistry.map((t) => t.slug);

const bySlug = new Map<string, TemplateDef<TemplateSlug>>(templateRegistry.map((t) => [t.slug, t]));
/** The template of a slug that came from outside (a URL, a stored row); undefined when there is none. */
export const templateBySlug = (slug: string): TemplateDef<TemplateSlug> | undefined => bySlug.get(slug);
export const isTemplateSlug = (slug: string): slug is TemplateSlug => bySlug.has(slug);
