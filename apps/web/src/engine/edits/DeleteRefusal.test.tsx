// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { fullRights } from '@trips/shared/permissions/rights';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detailPath } from '../../lib/paths';
import { sessionKeys } from '../../lib/session';
import { fakeApi, refusal } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { useDeleteRecord } from '../query/useDeleteRecord';
import { DeleteRecordButton } from './DeleteRecordButton';

/** The Delete of a location's screen, as a detail page wires it. */
function DeleteLocation({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteRecord({ path: 'locations/3', recordKey: ['location', 3], list: 'locations' });
  return (
    <DeleteRecordButton
      title="Delete location"
      message="Delete Sarria? This cannot be undone."
      remove={remove}
      onDeleted={onDeleted}
    />
  );
}

const inUse = refusal(
  'This location is in use and cannot be deleted.',
  {
    used_by: [
      {
        kind: 'trip',
        count: 14,
        items: [
          { id: 41, name: 'Week ahead · Moreno' },
          { id: 42, name: 'Sarria to Santiago' },
        ],
      },
      { kind: 'provider', count: 1, items: [{ id: 7, name: 'Hotel Alfonso IX' }] },
    ],
  },
  409,
);

/** Delete, then the confirmation's Delete. */
async function deleteIt(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete location' });
  expect(within(confirm).getByText('Delete Sarria? This cannot be undone.')).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

beforeEach(() => {
  window.localStorage.setItem(sessionKeys.right, JSON.stringify(fullRights()));
});

describe('DeleteRefusal', () => {
  it('a delete confirmed is sent, and the screen goes on once the record is gone', async () => {
    const api = fakeApi({ 'DELETE locations/3': { success: true, messages: ['Location deleted'] } });
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(<DeleteLocation onDeleted={onDeleted} />);
    await deleteIt(user);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.sent('DELETE locations/3')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Cannot delete' })).toBeNull();
  });

  it('a refused delete says why and lists what uses the record, each a link to its screen', async () => {
    fakeApi({ 'DELETE locations/3': inUse });
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(<DeleteLocation onDeleted={onDeleted} />);
    await deleteIt(user);
    const dialog = await screen.findByRole('dialog', { name: 'Cannot delete' });
    expect(within(dialog).getByText('This location is in use and cannot be deleted.')).toBeTruthy();
    const uses = within(within(dialog).getByRole('list', { name: 'What uses it' }));
    expect(uses.getByText('14 trips')).toBeTruthy();
    expect(uses.getByText(/and 12 more/)).toBeTruthy();
    expect(uses.getByRole('link', { name: 'Week ahead · Moreno' }).getAttribute('href')).toBe(
      detailPath('trip', 41),
    );
    expect(uses.getByRole('link', { name: 'Hotel Alfonso IX' }).getAttribute('href')).toBe(
      detailPath('provider', 7),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('opens on its Close, which closes it', async () => {
    fakeApi({ 'DELETE locations/3': inUse });
    const { user } = renderWithProviders(<DeleteLocation onDeleted={() => {}} />);
    await deleteIt(user);
    const dialog = await screen.findByRole('dialog', { name: 'Cannot delete' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cannot delete' })).toBeNull());
  });

  it('names what uses the record without a link where the reader may not open its screen', async () => {
    window.localStorage.setItem(sessionKeys.right, JSON.stringify({}));
    fakeApi({
      'DELETE locations/3': refusal(
        'This location is in use and cannot be deleted.',
        { used_by: [{ kind: 'itinerary', count: 1, items: [{ id: 9, name: 'Camino in a week' }] }] },
        409,
      ),
    });
    const { user } = renderWithProviders(<DeleteLocation onDeleted={() => {}} />);
    await deleteIt(user);
    const dialog = await screen.findByRole('dialog', { name: 'Cannot delete' });
    expect(within(dialog).getByText(/Camino in a week/)).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('in Spanish, the reason and the counts read in Spanish', async () => {
    fakeApi({ 'DELETE locations/3': inUse });
    const { user } = renderWithProviders(<DeleteLocation onDeleted={() => {}} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete location' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede eliminar' });
    expect(within(dialog).getByText('14 viajes')).toBeTruthy();
  });
});
