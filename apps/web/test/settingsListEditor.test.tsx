// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { describe, expect, it, vi } from 'vitest';
import { ListEditor } from '../src/engine/settings/ListEditor';
import { api } from '../src/lib/api';
import { renderUi } from './dom/ui';

vi.mock('../src/lib/api', () => ({ api: { get: vi.fn(), put: vi.fn() } }));
const put = vi.mocked(api.put);

const statuses = settingsListByName('task_statuses')!;
const loaded = {
  rows: [
    { id: 1, name: 'Pending', is_closed: false },
    { id: 2, name: 'In progress', is_closed: false },
    { id: 3, name: 'Completed', is_closed: true },
  ],
  version: 5,
};
const names = () =>
  screen.getAllByRole('textbox', { name: /^Status: / }).map((box) => (box as HTMLInputElement).value);

describe('a settings list editor', () => {
  it('edits cells, focuses a new row, queues a removal that can be undone, and saves it all with the version', async () => {
    put.mockResolvedValue({ rows: loaded.rows, version: 6 });
    const reload = vi.fn();
    const { user } = renderUi(
      <ListEditor list={statuses} loaded={loaded} readOnly={false} reload={reload} />,
    );
    expect(names()).toEqual(['Pending', 'In progress', 'Completed']);
    expect(screen.getByRole('switch', { name: 'Completes the task: Completed' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const added = screen.getByRole('textbox', { name: 'Status: new row 1' });
    await waitFor(() => expect(document.activeElement).toBe(added));
    await user.keyboard('Waiting');

    await user.click(screen.getByRole('button', { name: 'Delete In progress' }));
    expect(names()).toEqual(['Pending', 'Completed', 'Waiting']);
    await user.click(screen.getByRole('button', { name: 'Undo removing In progress' }));
    expect(names()).toEqual(['Pending', 'In progress', 'Completed', 'Waiting']);
    await user.click(screen.getByRole('button', { name: 'Delete In progress' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(put).toHaveBeenCalledTimes(1);
    const [path, body] = put.mock.lastCall!;
    expect(path).toBe('settings-lists/task_statuses');
    expect(body).toMatchObject({ deleted: [2], version: 5 });
    const rows = (body as { rows: { id?: number; name: string }[] }).rows;
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [1, 'Pending'],
      [3, 'Completed'],
      [undefined, 'Waiting'],
    ]);
  });
});
