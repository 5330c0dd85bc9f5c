import { useState } from 'react';
import { vi } from 'vitest';
import { FieldControl, type FieldControlProps } from '../engine/form/FieldControl';
import type { FieldSpec } from '../engine/form/fieldSpec';
import { renderWithProviders } from './render';

type Extra = Omit<FieldControlProps, 'spec' | 'value' | 'onChange'>;

/** A field holding its own value, as a form does, followed by another field to move on to. */
function Field({
  spec,
  initial,
  changes,
  ...extra
}: Extra & { spec: FieldSpec; initial: unknown; changes: FieldControlProps['onChange'] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FieldControl
        spec={spec}
        value={value}
        onChange={(next, picked) => {
          setValue(next);
          changes(next, picked);
        }}
        {...extra}
      />
      <input aria-label="Next field" />
    </>
  );
}

/** Renders one form field of the engine; `last()` is the value it last reported, `changes` every report. */
export function renderField(
  spec: FieldSpec,
  initial: unknown,
  extra: Extra = {},
  language: 'en' | 'es' = 'en',
) {
  const changes = vi.fn();
  const ui = renderWithProviders(<Field spec={spec} initial={initial} changes={changes} {...extra} />, {
    language,
  });
  return { ...ui, changes, last: () => changes.mock.lastCall?.[0] };
}

/** The message a field's input is described by (its error, shown under it). */
export function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
