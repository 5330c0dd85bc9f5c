// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import type { ActivationPreviewResponse } from '@trips/shared/modules/trips/readiness.schema';
import type { SaveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/render';
import { ChangeDialog } from './ChangeDialog';
import { confirmChange } from './confirmChange';

const nothing: ActivationPreviewResponse = {
  success: true,
  emails: 0,
  phone_calls: 0,
  providers: 0,
  documents_at: null,
  messages: [],
  errors: [],
};
const modify = {
  provider_id: 4,
  provider_name: 'Hotel Alfonso IX',
  kind: 'modify' as const,
  section: 'accommodations' as const,
  row_id: 12,
  lines: ['People: 2 → 3'],
};
const withRequests: ActivationPreviewResponse = {
  ...nothing,
  emails: 3,
  providers: 2,
  phone_calls: 1,
  messages: [
    { ...modify, kind: 'request', lines: [] },
    { ...modify, provider_id: 9, provider_name: 'Casa Garea', kind: 'cancel', lines: [] },
  ],
};

describe('ChangeDialog', () => {
  it('lists what goes out per provider with the changes of a modification', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWithProviders(
      <ChangeDialog mode="save" preview={{ ...nothing, messages: [modify] }} onAnswer={onAnswer} />,
    );
    const out = screen.getByRole('list', { name: 'What will go out' });
    expect(within(out).getByText('Hotel Alfonso IX: modification')).toBeTruthy();
    expect(within(out).getByText('People: 2 → 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('an activation counts its requests and calls, and lists the other messages per provider', () => {
    renderWithProviders(<ChangeDialog mode="activate" preview={withRequests} onAnswer={() => {}} />);
    const out = within(screen.getByRole('list', { name: 'What will go out' }));
    expect(out.getByText('3 requests to 2 providers')).toBeTruthy();
    expect(out.getByText('1 phone call to make')).toBeTruthy();
    expect(out.getByText('Casa Garea: cancellation')).toBeTruthy();
    expect(out.queryByText(/Hotel Alfonso IX/)).toBeNull();
  });

  it('says nothing is sent when no row asks for an email, and Not yet answers no', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWithProviders(
      <ChangeDialog mode="cancel" preview={nothing} onAnswer={onAnswer} />,
    );
    expect(screen.getByText('Nothing is sent now: no row asks for an email to its provider.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the trip and send' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('an activation with errors lists them and asks a second yes before it can go on', async () => {
    const onAnswer = vi.fn();
    const errors = [
      { code: 'provider_missing', severity: 'error', message: 'Accommodation 2 has no provider' },
    ] as ActivationPreviewResponse['errors'];
    const { user } = renderWithProviders(
      <ChangeDialog mode="activate" preview={{ ...withRequests, errors }} onAnswer={onAnswer} />,
    );
    const list = screen.getByRole('list', { name: 'Errors of the trip' });
    expect(within(list).getByText('Accommodation 2 has no provider')).toBeTruthy();
    const go = screen.getByRole('button', { name: 'Make Active and send' });
    expect(go).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Make it Active with these errors' }));
    expect(go).toHaveProperty('disabled', false);
    await user.click(go);
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});

describe('confirmChange', () => {
  const body = { trip: { name: 'Week ahead' } } as unknown as SaveTripBody;

  it("asks the server's dry run of this very save and opens the dialog with its answer", async () => {
    const api = fakeApi({ 'POST trips/7/activation-preview': withRequests });
    const { user } = renderWithProviders(null);
    const answer = confirmChange(7, body, 'activate');
    expect(await screen.findByText('Make this trip Active?')).toBeTruthy();
    expect(api.lastBody('POST trips/7/activation-preview')).toEqual(body);
    await user.click(screen.getByRole('button', { name: 'Make Active and send' }));
    await expect(answer).resolves.toBe(true);
  });

  it('a save of an Active trip that sends nothing goes on without asking', async () => {
    const api = fakeApi({ 'POST trips/7/save-preview': nothing });
    renderWithProviders(null);
    await expect(confirmChange(7, body, 'save')).resolves.toBe(true);
    expect(api.sent('POST trips/7/save-preview')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dry run the server refuses lets the save go on and show why itself', async () => {
    fakeApi({ 'POST trips/7/save-preview': refusal('The trip changed') });
    renderWithProviders(null);
    await expect(confirmChange(7, body, 'save')).resolves.toBe(true);
  });
});
