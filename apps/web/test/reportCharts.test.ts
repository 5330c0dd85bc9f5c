import { describe, expect, it } from 'vitest';
import {
  marginAndVatByMonth,
  pendingAndPaidBySection,
  rowsByDayAndStatus,
} from '../src/modules/reports/charts/reportTotals';

const row = (id: number, values: Record<string, unknown>) => ({ id, ...values });

describe('report chart totals', () => {
  it('sums prepayments per section: still to pay beside paid, to the cent', () => {
    const rows = [
      row(1, { accommodations_pending: 80.1, accommodations_paid: 400, other_services_pending: 30 }),
      row(2, { accommodations_pending: 0.2, accommodations_paid: null, luggage_transfers_paid: '12.5' }),
    ];
    const sections = [
      ['accommodations', 'Alojamientos'],
      ['luggage_transfers', 'Equipajes'],
      ['other_services', 'Otros servicios'],
    ] as const;
    expect(pendingAndPaidBySection(rows, sections)).toEqual([
      { section: 'Alojamientos', pending: 80.3, paid: 400 },
      { section: 'Equipajes', pending: 0, paid: 12.5 },
      { section: 'Otros servicios', pending: 30, paid: 0 },
    ]);
    expect(pendingAndPaidBySection([], sections).map((p) => p.pending)).toEqual([0, 0, 0]);
  });

  it('sums margin and VAT per month of the end day, oldest first whatever the table order', () => {
    const rows = [
      row(1, { end_date: '2026-05-20', cost_margin: 500, vat: 105 }),
      row(2, { end_date: '2026-03-02', cost_margin: -40, vat: 0 }),
      row(3, { end_date: '2026-05-01', cost_margin: 120.45, vat: 25.29 }),
      row(4, { end_date: null, cost_margin: 999, vat: 99 }),
    ];
    expect(marginAndVatByMonth(rows, (m) => `month ${m}`)).toEqual([
      { month: 'month 2026-03', margin: -40, vat: 0 },
      { month: 'month 2026-05', margin: 620.45, vat: 130.29 },
    ]);
  });

  it('counts rows per day and status, days in the table order, statuses by id, every status in every day', () => {
    const rows = [
      row(1, {
        checkin_date: '2026-06-02',
        trip_service_status_id: 3,
        trip_service_status_name: 'Confirmado',
      }),
      row(2, {
        checkin_date: '2026-06-02',
        trip_service_status_id: 2,
        trip_service_status_name: 'Solicitado',
      }),
      row(3, {
        checkin_date: '2026-06-01',
        trip_service_status_id: 3,
        trip_service_status_name: 'Confirmado',
      }),
      row(4, {
        checkin_date: '2026-06-02',
        trip_service_status_id: 3,
        trip_service_status_name: 'Confirmado',
      }),
    ];
    const { data, series } = rowsByDayAndStatus(rows, 'checkin_date', (d) => `day ${d}`);
    expect(series).toEqual([
      { name: 'status_2', id: 2, label: 'Solicitado' },
      { name: 'status_3', id: 3, label: 'Confirmado' },
    ]);
    expect(data).toEqual([
      { day: 'day 2026-06-02', status_2: 1, status_3: 2 },
      { day: 'day 2026-06-01', status_2: 0, status_3: 1 },
    ]);
    expect(rowsByDayAndStatus([], 'date', String)).toEqual({ data: [], series: [] });
  });
});
