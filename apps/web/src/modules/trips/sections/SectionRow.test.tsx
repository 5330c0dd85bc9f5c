// @vitest-environment happy-dom

import { Table } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/render';
import { savedStay, tripRoutes } from '../../../test/trips';
import { sectionColumns } from './columns';
import type { AnyDraftRow } from './rows';
import { SectionRow } from './SectionRow';

const saved = {
  ...savedStay(12, '2027-05-01', '2027-05-03'),
  nights: 2,
  key: 'k12',
  frontId: 12,
} as AnyDraftRow;
const cancelled = {
  ...saved,
  trip_service_status_id: 7,
  trip_service_status_name: 'Cancelled',
} as AnyDraftRow;

function renderRow(row: AnyDraftRow, errors?: RowErrors) {
  fakeApi(tripRoutes);
  const onRemove = vi.fn();
  const ui = renderWithProviders(
    <Table>
      <Table.Tbody>
        <SectionRow
          section="accommodations"
          label="Accommodation 12"
          row={row}
          columns={sectionColumns.accommodations}
          cost={{ t_cost: 80, t_cost_national: 80, problem: null, symbol: '€', pending: false }}
          errors={errors}
          onChange={() => {}}
          onRemove={onRemove}
        />
      </Table.Tbody>
    </Table>,
  );
  return { ...ui, onRemove };
}

describe('SectionRow', () => {
  it('a saved row shows its line closed: number, dates and nights, rooms, provider, status, costs', async () => {
    renderRow(saved);
    const line = within(screen.getAllByRole('row')[0]!);
    expect(line.getByText('#12')).toBeTruthy();
    expect(line.getByText(/1 May 2027 → 3 May 2027/)).toBeTruthy();
    expect(line.getByText('(2 nights)')).toBeTruthy();
    expect(line.getByText('2 people · 1 double')).toBeTruthy();
    expect(line.getByText('Hotel Sarria')).toBeTruthy();
    expect(line.getByText('Confirmed')).toBeTruthy();
    expect(line.getByText('€80.00')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Accommodation 12' })).toBeNull();
  });

  it('its details open and close from the keyboard, the button saying which', async () => {
    const { user } = renderRow(saved);
    const toggle = screen.getByRole('button', { name: 'Details of Accommodation 12' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const editor = screen.getByRole('group', { name: 'Accommodation 12' });
    expect(toggle.getAttribute('aria-controls')).toBe(editor.id);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Accommodation 12' })).toBeNull();
  });

  it('a row a refused save names opens by itself with the message beside its field', async () => {
    renderRow(saved, { provider_id: 'The provider is inactive' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Accommodation 12' })).toBeTruthy());
    expect(screen.getByText('The provider is inactive')).toBeTruthy();
  });

  it('Remove asks the section to remove the row', async () => {
    const { user, onRemove } = renderRow(cancelled);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Accommodation 12' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
