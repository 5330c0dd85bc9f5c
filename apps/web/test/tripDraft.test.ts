import { i18n } from '@lingui/core';
import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import {
  accommodationRow,
  type TripDetail,
  type TripResponse,
  tripInfoFields,
} from '@trips/shared/modules/trips/trips.schema';
import { messages } from '@trips/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDate } from '../src/i18n/format';
import {
  blankNewTrip,
  hasNewTripInput,
  newTripBody,
  resetNewTrip,
} from '../src/modules/trips/form/newTripDraft';
import { tripChanges, valueText } from '../src/modules/trips/form/tripChanges';
import { checkTripInfo, editedKeys, infoOf, rebase, saveInfo } from '../src/modules/trips/form/tripDraft';
import { rowPathLabel, tripFieldErrors } from '../src/modules/trips/form/tripErrors';
import { tripAreas, tripKeys } from '../src/modules/trips/form/tripFields';
import {
  historyAction,
  historyFieldLabel,
  historySubject,
  shownHistoryChanges,
} from '../src/modules/trips/form/tripHistoryText';
import { rebaseRows } from '../src/modules/trips/form/tripRebase';
import { tripTexts } from '../src/modules/trips/form/tripTexts';

const info = z
  .object(tripInfoFields)
  .parse({ trip_name: 'Camino Francés', start_date: '2026-05-01', end_date: '2026-05-08' });

function detail(over: Partial<TripDetail> = {}): TripDetail {
  const { tag_ids: _, ...fields } = info;
  return {
    id: 7,
    ...fields,
    branding_name: null,
    zoho_account_name: null,
    trip_type_name: null,
    start_location_name: null,
    end_location_name: null,
    accommodation_level_name: null,
    general_status_name: 'Active',
    accommodation_status_name: null,
    luggage_status_name: null,
    people_status_name: null,
    other_status_name: null,
    voucher_status_name: null,
    insurance_status_name: null,
    accommodation_global_status_name: null,
    luggage_global_status_name: null,
    normal_global_status_name: null,
    other_global_status_name: null,
    language_name: null,
    operations_owner_name: null,
    accounting_user_name: null,
    created_user_name: null,
    tags: [],
    total_cost: 0,
    gross_margin: 0,
    gross_margin_per: null,
    version: 1,
    created_at: '2026-04-01T10:00:00Z',
    updated_at: '2026-04-01T10:00:00Z',
    ...over,
  } as TripDetail;
}

type Accommodation = TripResponse['accommodations'][number];
const room = (id: number, over: Partial<Accommodation> = {}) =>
  ({
    ...Object.fromEntries(Object.keys(accommodationRow.shape).map((k) => [k, null])),
    id,
    position: id,
    trip_service_status_id: 1,
    provider_name: 'Hotel Roncesvalles',
    location_id: 3,
    location_name: 'Roncesvalles',
    people: 2,
    ...over,
  }) as Accommodation;

const response = (trip: TripDetail, accommodations: Accommodation[] = []): TripResponse => ({
  success: true,
  trip,
  accommodations,
  luggage_transfers: [],
  normal_transfers: [],
  other_services: [],
});

describe('trip form fields', () => {
  it('edits every field of the save contract exactly once', () => {
    const shown = tripAreas.flatMap((a) => a.fields.map((f) => f.key));
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(Object.keys(tripInfoFields).sort());
    expect([...tripKeys].sort()).toEqual(Object.keys(tripInfoFields).sort());
  });

  it('takes the editable fields of a loaded trip, tags as ids', () => {
    const loaded = infoOf(detail({ tags: [{ id: 4, name: 'VIP' }], trip_price: 1200 }));
    expect(loaded).toEqual({ ...info, tag_ids: [4], trip_price: 1200 });
    expect(saveInfo({ ...loaded, trip_name: '  Camino  ' }).trip_name).toBe('Camino');
  });

  it('checks with the shared messages', () => {
    expect(checkTripInfo({ ...info, trip_name: '' }).fields.trip_name).toBe(messages.required);
    expect(checkTripInfo({ ...info, trip_name: '   ' }).fields.trip_name).toBe(messages.required);
    expect(checkTripInfo({ ...info, trip_name: 'x'.repeat(101) }).fields.trip_name).toBe(
      messages.maxLength(100),
    );
    expect(checkTripInfo({ ...info, start_date: '' }).fields.start_date).toBe(messages.required);
    expect(checkTripInfo({ ...info, end_date: '2026-04-30' }).fields.end_date).toBe(
      tripMessages.endBeforeStart,
    );
    expect(checkTripInfo({ ...info, travellers: -1 }).fields.travellers).toBe(messages.negative);
    expect(checkTripInfo(info).fields).toEqual({});
  });
});

describe('new trip form', () => {
  it('resets everything but the trip name', () => {
    const draft = {
      trip_name: 'Norte',
      start_date: '2026-06-01',
      end_date: '2026-06-09',
      start_location: { id: 1, name: 'Irun' },
      end_location: { id: 2, name: 'Santiago' },
      itinerary: null,
      travellers: 2,
    };
    expect(resetNewTrip(draft)).toEqual({ ...blankNewTrip, trip_name: 'Norte' });
    expect(hasNewTripInput(blankNewTrip)).toBe(false);
    expect(newTripBody({ ...draft, trip_name: ' Norte ' })).toEqual({
      trip_name: 'Norte',
      start_date: '2026-06-01',
      end_date: '2026-06-09',
      start_location_id: 1,
      end_location_id: 2,
      travellers: 2,
    });
    // With an itinerary the end date follows from its nights.
    const itinerary = { id: 7, name: 'NOR-8N · Norte', nights: 8 };
    expect(newTripBody({ ...draft, itinerary, end_date: '' })).toMatchObject({
      end_date: '2026-06-09',
      itinerary_id: 7,
      travellers: 2,
    });
  });
});

describe('a stale save', () => {
  const base = infoOf(detail());

  it('puts my edits onto the latest version: mine win where I edited, theirs stay elsewhere', () => {
    const mine = { ...base, trip_price: 1500, customer_first_name: 'Ana' };
    const latest = { ...base, trip_price: 1400, travellers: 4 };
    const { info: merged, overlap } = rebase(base, mine, latest);
    expect(merged).toEqual({ ...base, trip_price: 1500, customer_first_name: 'Ana', travellers: 4 });
    expect(overlap).toEqual(['trip_price']);
    expect(editedKeys(latest, merged)).toEqual(['trip_price', 'customer_first_name']);
  });

  it('does not call tags reordered a change', () => {
    expect(editedKeys({ ...base, tag_ids: [1, 2] }, { ...base, tag_ids: [2, 1] })).toEqual([]);
  });

  it('lists what the other save changed: trip fields by name, rows added, changed and removed', () => {
    const before = response(detail({ trip_price: 1000 }), [room(1), room(2)]);
    const after = response(
      detail({
        trip_price: 1100,
        start_location_id: 9,
        start_location_name: 'Pamplona',
        tags: [{ id: 3, name: 'Family' }],
        version: 2,
      }),
      [room(1, { people: 3 }), room(5)],
    );
    const changes = tripChanges(before, after);
    const brief = changes.map((c) => [
      c.subject,
      c.label,
      c.beforeText ?? valueText(c.before),
      c.afterText ?? valueText(c.after),
    ]);
    expect(brief).toEqual([
      ['Trip', 'Start location', '—', 'Pamplona'],
      ['Trip', 'Trip price', '1,000', '1,100'],
      ['Trip', 'Tags', '', 'Family'],
      ['Accommodation 1 (Hotel Roncesvalles)', 'People', '2', '3'],
      ['Accommodation 5 (Hotel Roncesvalles)', 'Row', '—', 'added'],
      ['Accommodation 2 (Hotel Roncesvalles)', 'Row', 'present', 'deleted'],
    ]);
  });

  it('places server errors: trip fields on their fields, rows named for a person', () => {
    const problems = tripFieldErrors({
      'trip.end_date': tripMessages.endBeforeStart,
      'accommodations.1.checkout_date': tripMessages.checkoutBeforeCheckin,
    });
    expect(problems.fields).toEqual({ end_date: tripMessages.endBeforeStart });
    expect(problems.other).toEqual([`Accommodation 2, Check-out: ${tripMessages.checkoutBeforeCheckin}`]);
    expect(rowPathLabel('version')).toBe('version');
    expect(historyFieldLabel('trip_price')).toBe('Trip price');
    expect(historyFieldLabel('checkin_date')).toBe('Check-in');
  });
});

describe('trip history', () => {
  it('names recorded fields as the form does and leaves out lines that read the same', () => {
    expect(historyFieldLabel('start_location_name')).toBe('Start location');
    expect(historyFieldLabel('other_global_status_name')).toBe('Other services section status');
    expect(historyFieldLabel('gross_margin_per')).toBe('Margin of the price (%)');
    expect(historyFieldLabel('meals_name')).toBe('Meals');
    expect(historyFieldLabel('is_send_email')).toBe('Send email to provider');
    expect(historyFieldLabel('from_provider_name')).toBe('From hotel');
    expect(historySubject('Normal transfer #12')).toBe('Normal transfer #12');
    expect(historySubject(null)).toBe('Trip');
    expect(historyAction('update')).toBe('update');
    expect(historyAction('booking')).toBe('booking automation');
    expect(historyFieldLabel('Accommodation #12 checkin_date')).toBe('Accommodation #12, Check-in');
    expect(historyAction('auto_transfer')).toBe('automatic luggage');
    const shown = shownHistoryChanges([
      { field: 'section', before: null, after: '' },
      { field: 'is_active', before: null, after: true },
      { field: 'start_date', before: null, after: '2026-09-08' },
    ]);
    expect(shown.map((c) => [c.field, valueText(c.after)])).toEqual([
      ['is_active', 'Yes'],
      ['start_date', formatDate('2026-09-08')],
    ]);
  });

  it('reads in Spanish: labels, rows, values and the spec’s messages', () => {
    for (const [key, english] of Object.entries(tripMessages)) {
      const text = tripTexts[key as keyof typeof tripTexts];
      if (text) expect(i18n._(text), key).toBe(english);
    }
    i18n.activate('es');
    try {
      expect(historyFieldLabel('start_location_name')).toBe('Ubicación inicial');
      expect(historyFieldLabel('checkin_date')).toBe('Fecha de entrada');
      expect(historySubject('Luggage transfer #3')).toBe('Traslado de equipaje #3');
      expect(historyAction('delete')).toBe('eliminación');
      expect(historyAction('invoice')).toBe('factura');
      expect(historyFieldLabel('Luggage transfer #3 checkin_date')).toBe(
        'Traslado de equipaje #3, Fecha de entrada',
      );
      expect(rowPathLabel('other_services.0.people')).toBe('Otro servicio 1, Personas');
      expect(valueText(true)).toBe('Sí');
      expect(valueText('2026-09-08')).toBe('8 sept 2026');
      expect(tripFieldErrors({ 'trip.end_date': 'x' }).fields).toEqual({ end_date: 'x' });
      expect(checkTripInfo({ ...info, end_date: '2026-04-01' }).fields.end_date).toBe(
        'La fecha de fin no puede ser anterior a la fecha de inicio.',
      );
    } finally {
      i18n.activate('en');
    }
  });
});

describe('row edits of a stale save', () => {
  it('are made again on the latest rows: changed fields, removals and new rows; deleted rows named', () => {
    const base = response(detail(), [room(1), room(2), room(3)]);
    const latest = response(detail({ version: 2 }), [
      room(1, { people: 5, location_id: 8 }),
      room(3),
      room(4),
    ]);
    const onScreen = {
      // Row 1: I changed the people (they changed them too) and nothing else; row 2: I changed, they deleted;
      // row 3: I removed; a new row.
      accommodations: [
        { ...room(1, { people: 4 }), key: 'saved-1', frontId: 1 },
        { ...room(2, { people: 9 }), key: 'saved-2', frontId: 2 },
        { ...room(0, { people: 1 }), id: undefined, key: 'new-1', frontId: 5 },
      ],
      luggage_transfers: [],
      normal_transfers: [],
      other_services: [],
    };
    const plan = rebaseRows(base, onScreen, latest);
    expect(plan.edits).toEqual([{ section: 'accommodations', id: 1, patch: { people: 4 } }]);
    expect(plan.removes).toEqual([{ section: 'accommodations', id: 3 }]);
    expect(plan.additions).toHaveLength(1);
    expect(plan.additions[0]?.fields).toMatchObject({ people: 1, location_id: 3 });
    expect(plan.additions[0]?.fields).not.toHaveProperty('key');
    expect(plan.gone).toEqual(['Accommodation 2 (Hotel Roncesvalles)']);
  });
});
