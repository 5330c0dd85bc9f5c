// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/render';
import { RatesTab } from './RatesTab';

const provider = { id: 5, commercial_name: 'Camino Bag Carrier' } as ProviderDetail;
const none = { version: 3, negotiated: [], luggage: [], transfer: [] };

/** The rates tab of a provider with no rates yet, the first luggage rate added with one item. */
async function withLuggageRate(routes: Record<string, unknown> = {}) {
  const api = fakeApi({ 'GET providers/5/rates': none, ...routes });
  const ui = renderWithProviders(<RatesTab provider={provider} mayEdit />);
  const luggage = await screen.findByRole('region', { name: 'Luggage rates' });
  expect(within(luggage).getByText('No rates.')).toBeTruthy();
  expect(within(luggage).getByRole('textbox', { name: 'New luggage rate name' })).toHaveProperty(
    'value',
    'First rate',
  );
  await ui.user.click(within(luggage).getByRole('button', { name: 'Add rate' }));
  const card = screen.getByRole('region', { name: 'Luggage rate First rate' });
  await ui.user.click(within(card).getByRole('button', { name: 'Add item to First rate' }));
  return { ...ui, api, card };
}

const amount = 'Luggage rate First rate, item 1, bracket 1 amount';

describe('RatesTab', () => {
  it('adds the first luggage rate with an item and a price, and saves it with the version loaded', async () => {
    const { user, api, card } = await withLuggageRate({ 'PUT providers/5/rates': { ...none, version: 4 } });
    await user.type(within(card).getByLabelText(amount, { selector: 'input' }), '6');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(api.sent('PUT providers/5/rates')).toHaveLength(1));
    const body = api.lastBody('PUT providers/5/rates') as {
      version: number;
      luggage: { name: string; rate_items: { qties: unknown[] }[] }[];
    };
    expect(body.version).toBe(3);
    expect(body.luggage).toHaveLength(1);
    expect(body.luggage[0]!.name).toBe('firstRate');
    expect(body.luggage[0]!.rate_items[0]!.qties).toEqual([
      { from_qty: 0, to_qty: -1, amount: 6, price_type: 'per' },
    ]);
  });

  it('checks the brackets as they are typed: two brackets covering the same bags are named', async () => {
    const { user, card } = await withLuggageRate();
    const item = within(card);
    const to = item.getByLabelText('Luggage rate First rate, item 1, bracket 1 to', { selector: 'input' });
    await user.click(
      item.getByRole('switch', { name: 'Luggage rate First rate, item 1, bracket 1 and more' }),
    );
    await user.type(to, '3');
    await user.click(item.getByRole('button', { name: 'Add bracket' }));
    const from2 = item.getByLabelText('Luggage rate First rate, item 1, bracket 2 from', {
      selector: 'input',
    });
    await user.clear(from2);
    await user.type(from2, '2');
    expect(await item.findByText(/overlap/i)).toBeTruthy();
  });

  it("shows a refused save's field messages beside the rate and keeps the edits", async () => {
    const { user, card } = await withLuggageRate({
      'PUT providers/5/rates': refusal('Please correct the rates.', {
        field_errors: { 'luggage.0.name': 'A rate of this name exists already' },
      }),
    });
    await user.type(within(card).getByLabelText(amount, { selector: 'input' }), '6');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await within(card).findByText('A rate of this name exists already')).toBeTruthy();
    expect(within(card).getByLabelText(amount, { selector: 'input' })).toHaveProperty('value', '6');
  });

  it('someone else saved first: the edits stay behind a notice until Reload', async () => {
    const { user, api } = await withLuggageRate({
      'PUT providers/5/rates': refusal('The rates were changed by someone else.', {}, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByRole('region', { name: 'Luggage rate First rate' })).toBeTruthy();
    api.on({ 'GET providers/5/rates': { ...none, version: 4 } });
    await user.click(reload);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Luggage rate First rate' })).toBeNull());
  });
});
