// @vitest-environment happy-dom

import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { SaveBar } from './SaveBar';

/** An edit screen of one field saved to the API, as the record screens wire their bar. */
function Screen() {
  const [saved, setSaved] = useState('Stages 1 to 6');
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: () => api.put<{ section: string }>('trips/1/section', { section: draft }),
    onSuccess: (body) => setSaved(body.section),
  });
  return (
    <>
      <TextInput label="Section" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
      <SaveBar
        dirty={draft !== saved}
        saving={save.isPending}
        onSave={() => save.mutate()}
        onDiscard={() => setDraft(saved)}
      />
    </>
  );
}

function renderScreen() {
  const network = fakeApi({ 'PUT trips/1/section': ({ body }) => body });
  return { ...renderWithProviders(<Screen />), network };
}

const status = () => screen.getByRole('status');

describe('SaveBar', () => {
  it('says what is unsaved and which key saves', async () => {
    const { user } = renderScreen();
    expect(status().textContent).toBe('No unsaved changes');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Section' }), '!');
    expect(status().textContent).toBe('Unsaved changes');
    expect(screen.getByText('saves from any field')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-keyshortcuts')).toBe('Control+S');
  });

  it('Ctrl+S saves from inside a field', async () => {
    const { user, network } = renderScreen();
    const field = screen.getByRole('textbox', { name: 'Section' });
    await user.clear(field);
    await user.type(field, 'Stage 3 to 9');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(status().textContent).toBe('No unsaved changes'));
    expect(network.lastBody('PUT trips/1/section')).toEqual({ section: 'Stage 3 to 9' });
    expect(document.activeElement).toBe(field);
  });

  it('after a save from its button the focus stays on the bar, on what it now says', async () => {
    const { user, network } = renderScreen();
    // The server answers once the screen has shown the save under way.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    network.on({ 'PUT trips/1/section': async ({ body }) => answered.then(() => body) });
    await user.type(screen.getByRole('textbox', { name: 'Section' }), ' and 7');
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).dataset.loading).toBe('true'));
    answer();
    await waitFor(() => expect(status().textContent).toBe('No unsaved changes'));
    await waitFor(() => expect(document.activeElement).toBe(status()));
  });

  it('Discard brings the saved value back, with nothing sent', async () => {
    const { user, network } = renderScreen();
    const field = screen.getByRole('textbox', { name: 'Section' });
    await user.type(field, ' changed');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(field).toHaveProperty('value', 'Stages 1 to 6');
    expect(status().textContent).toBe('No unsaved changes');
    expect(network.calls).toHaveLength(0);
  });
});
