// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { fullRights } from '@trips/shared/permissions/rights';
import { recordGroupByName } from '@trips/shared/settings/record-groups';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordScreen } from '../src/engine/settings/RecordScreen';
import { api } from '../src/lib/api';
import { ApiError } from '../src/lib/apiError';
import { sessionKeys } from '../src/lib/session';
import { renderUi } from './dom/ui';

vi.mock('../src/lib/api', () => ({ api: { get: vi.fn(), put: vi.fn() } }));
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const vat = recordGroupByName('vat')!;
const loaded = { values: { bs_vat: 0.07, bs_forcing_processing_trip_by_phone: 7 }, version: 3 };
const theirs = { values: { bs_vat: 0.1, bs_forcing_processing_trip_by_phone: 5 }, version: 4 };
const conflict = () =>
  new ApiError('rejected', 'changed', { success: false, message: 'changed', errors: ['changed'] }, 409);

/** The VAT settings on screen as loaded, with the rate changed to 21 %. */
async function editRate() {
  const ui = renderUi(<RecordScreen group={vat} />);
  const rate = (await screen.findByLabelText('VAT rate')) as HTMLInputElement;
  expect(rate.value).toBe('7 %');
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toHaveProperty('disabled', true);
  await ui.user.clear(rate);
  await ui.user.type(rate, '21');
  expect(save).toHaveProperty('disabled', false);
  return { ...ui, rate, save };
}

describe('a settings record screen', () => {
  beforeEach(() => {
    window.localStorage.setItem(sessionKeys.right, JSON.stringify(fullRights()));
    get.mockReset().mockResolvedValue(loaded);
    put.mockReset();
  });

  it('loads, edits and saves only the changed key with the version it was loaded at', async () => {
    put.mockResolvedValue({ values: { ...loaded.values, bs_vat: 0.21 }, version: 4 });
    const { user, save } = await editRate();
    await user.click(save);
    expect(put).toHaveBeenCalledWith('settings/vat', { values: { bs_vat: 0.21 }, version: 3 });
    await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeTruthy());
  });

  it('shows the conflict with Reload when someone else saved first, and Reload shows their values', async () => {
    put.mockRejectedValue(conflict());
    const { user, save, rate } = await editRate();
    await user.click(save);
    expect(await screen.findByText('This group of settings was changed by someone else')).toBeTruthy();
    expect(rate.value).toBe('21 %');
    get.mockResolvedValue(theirs);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(rate.value).toBe('10 %'));
    expect(screen.queryByText('This group of settings was changed by someone else')).toBeNull();
    expect(save).toHaveProperty('disabled', true);
  });
});
