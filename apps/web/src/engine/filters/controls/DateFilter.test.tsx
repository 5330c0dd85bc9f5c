// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tripsView } from '../../../modules/trips/tripsView';
import { renderList } from '../../../test/list';
import { fill } from '../../../test/render';

/** Opens a trips filter from More filters. */
async function openFilter(label: string) {
  const list = await renderList(tripsView);
  await list.user.click(screen.getByRole('button', { name: 'More filters' }));
  await list.user.click(await screen.findByRole('menuitem', { name: label }));
  return list;
}

describe('DateFilter', () => {
  it('asks for trips starting in the last number of weeks chosen', async () => {
    const { user, searched } = await openFilter('Start date');
    await user.type(await screen.findByRole('textbox', { name: 'Start date, number' }), '2{Enter}');
    expect((await searched()).start_date).toMatchObject({
      values: [2],
      filter_type: 'date',
      option_type: 'in_the_last',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start date, unit' }), 'week');
    expect((await searched()).start_date).toMatchObject({
      values: [2],
      option_type: 'in_the_last',
      value_type: 'week',
    });
  });

  it('between two days typed, each end sent as YYYY-MM-DD', async () => {
    const { user, searched } = await openFilter('Start date');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Start date operator' }), 'between');
    await searched();
    const from = screen.getAllByLabelText('Start date, from').find((e) => e.tagName === 'INPUT')!;
    await fill(user, from, '1/5/2027');
    await user.tab();
    expect((await searched()).start_date).toMatchObject({
      values: ['2027-05-01', ''],
      option_type: 'between',
    });
    const to = screen.getAllByLabelText('Start date, to').find((e) => e.tagName === 'INPUT')!;
    await fill(user, to, '31/5/2027');
    await user.tab();
    expect((await searched()).start_date).toMatchObject({ values: ['2027-05-01', '2027-05-31'] });
  });
});
