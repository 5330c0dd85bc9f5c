// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { blankTraveller } from '@trips/shared/modules/hospedajes/travellers.blank';
import type { TravellersResponse } from '@trips/shared/modules/hospedajes/travellers.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, refusal } from '../../../test/fakeApi';
import { fill, largeForm, renderWithProviders } from '../../../test/render';
import { TravellersPanel } from './TravellersPanel';

const customer = { ...blankTraveller, id: 0, first_name: 'Ana', surname1: '', email: 'ana@example.com' };
const loaded: TravellersResponse = {
  success: true,
  trip_id: 5,
  version: 3,
  start_date: '2027-05-01',
  from_customer: true,
  travellers: [customer],
};
const lookups = { success: true, lookups: { countries: [{ id: 1, name: 'Spain' }] } };

/** The field of a traveller, by its visible label (a required one carries a mark after it). */
const field = (traveller: number, label: RegExp) =>
  within(screen.getByRole('group', { name: `Traveller ${traveller}` })).getByRole('textbox', { name: label });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'GET trips/5/travellers': loaded, 'GET lookups': lookups });
});

describe('TravellersPanel', largeForm, () => {
  it('shows the customer as the first traveller and saves what is typed with the version loaded', async () => {
    api.on({
      'PUT trips/5/travellers': ({ body }) => ({
        ...loaded,
        version: 4,
        from_customer: false,
        ...(body as object),
      }),
    });
    const { user } = renderWithProviders(<TravellersPanel tripId={5} mayEdit />);
    expect(await screen.findByText('The customer is the first traveller: complete and save.')).toBeTruthy();
    expect(field(1, /^First name/)).toHaveProperty('value', 'Ana');
    await fill(user, field(1, /^First surname/), 'Moreno');
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    await waitFor(() => expect(api.sent('PUT trips/5/travellers')).toHaveLength(1));
    const body = api.lastBody('PUT trips/5/travellers') as { version: number; travellers: object[] };
    expect(body.version).toBe(3);
    expect(body.travellers).toEqual([
      { ...blankTraveller, first_name: 'Ana', surname1: 'Moreno', email: 'ana@example.com' },
    ]);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Travellers saved');
  });

  it('checks before sending: each problem is shown beside its field and nothing is sent', async () => {
    const { user } = renderWithProviders(<TravellersPanel tripId={5} mayEdit />);
    await screen.findByText('The customer is the first traveller: complete and save.');
    await fill(user, field(1, /^Document number/), '12345678A');
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    expect(screen.getByText('Enter the first surname.')).toBeTruthy();
    expect(screen.getByText('Choose the document type.')).toBeTruthy();
    expect(field(1, /^First surname/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('PUT trips/5/travellers')).toHaveLength(0);
  });

  it("a refused save shows the server's message and its field errors", async () => {
    api.on({
      'PUT trips/5/travellers': refusal(
        'These travellers were saved by someone else while you were editing. Reload them, then enter your changes again.',
        { field_errors: { 'travellers.0.email': 'Enter a valid email address' } },
        409,
      ),
    });
    const { user } = renderWithProviders(<TravellersPanel tripId={5} mayEdit />);
    await screen.findByText('The customer is the first traveller: complete and save.');
    await fill(user, field(1, /^First surname/), 'Moreno');
    await user.click(screen.getByRole('button', { name: 'Save travellers' }));
    expect(await screen.findByText('The travellers could not be saved')).toBeTruthy();
    expect(screen.getByText(/saved by someone else while you were editing/)).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });

  it('adds a traveller to fill in and removes one, never the first', async () => {
    const { user } = renderWithProviders(<TravellersPanel tripId={5} mayEdit />);
    await screen.findByText('The customer is the first traveller: complete and save.');
    expect(screen.queryByRole('button', { name: 'Remove traveller 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    expect(field(2, /^First name/)).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Remove traveller 2' }));
    expect(screen.queryByRole('group', { name: 'Traveller 2' })).toBeNull();
  });

  it('one who may not edit sees the travellers with nothing to change', async () => {
    renderWithProviders(<TravellersPanel tripId={5} mayEdit={false} />);
    await screen.findByText('The customer is the first traveller: complete and save.');
    expect(screen.getByRole('button', { name: 'Save travellers' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add traveller' })).toHaveProperty('disabled', true);
    // The traveller's fields sit in a disabled fieldset: none takes a change.
    expect(screen.getByRole('group', { name: 'Traveller 1' })).toHaveProperty('disabled', true);
  });

  it('says so when the travellers cannot be read', async () => {
    api.on({ 'GET trips/5/travellers': refusal('unable to find the travellers', {}, 404) });
    renderWithProviders(<TravellersPanel tripId={5} mayEdit />);
    expect(await screen.findByText('unable to find the travellers')).toBeTruthy();
  });
});
