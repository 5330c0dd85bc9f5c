import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { type TaskObjectKind, taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { useState } from 'react';
import { FieldControl } from '../../engine/form/FieldControl';
import { RemotePicker } from '../../engine/options/RemotePicker';
import { ObjectLink } from './ObjectLink';
import { objectKindLabel } from './objectKinds';
import type { TaskObjectRef } from './taskDraft';

/**
 * The kinds a task can be linked to from this form, with the list resource whose picker finds one.
 */
const pickable: Partial<Record<TaskObjectKind, { resource: string }>> = {
  trip: { resource: 'trips' },
  provider: { resource: 'providers' },
  location: { resource: 'locations' },
  invoice: { resource: 'invoices' },
};

interface Props {
  object: TaskObjectRef | null;
  onChange: (object: TaskObjectRef | null) => void;
  error?: string;
  readOnly: boolean;
}

/** What the task is about: a type ("Not linked" = NA, nothing, spec part 2 §4) and the object of that type. */
export function TaskObjectPicker({ object, onChange, error, readOnly }: Props) {
  const { t } = useLingui();
  // A type chosen before its object: nothing is linked until an object is picked.
  const [chosen, setChosen] = useState<TaskObjectKind | null>(null);
  const kind = object?.kind ?? chosen;
  if (readOnly)
    return (
      <div>
        <Text size="sm" fw={500}>
          <Trans>About</Trans>
        </Text>
        <ObjectLink
          typeId={object ? taskObjectTypes[object.kind] : taskObjectTypes.none}
          id={object?.id ?? null}
          name={object?.name ?? null}
          typeName={object ? objectKindLabel(object.kind) : undefined}
        />
      </div>
    );
  const kinds = Object.keys(pickable) as TaskObjectKind[];
  if (object && !kinds.includes(object.kind)) kinds.push(object.kind);
  const resource = kind ? pickable[kind]?.resource : undefined;
  const openName = object?.name;
  const options = ['none' as const, ...kinds].map((k) => ({ value: k, label: objectKindLabel(k) }));
  return (
    <Group grow align="flex-start">
      <FieldControl
        spec={{ key: 'about', label: msg`About`, kind: 'select', required: true, options }}
        value={kind ?? 'none'}
        onChange={(value) => {
          const next = value === 'none' ? null : (value as TaskObjectKind);
          setChosen(next);
          if (next !== kind) onChange(null);
        }}
      />
      <div>
        <RemotePicker
          key={kind ?? 'none'}
          label={kind ? objectKindLabel(kind) : t`Object`}
          resource={resource ?? 'providers'}
          disabled={!resource}
          placeholder={kind ? undefined : t`Choose a type first`}
          value={object ? { id: object.id, name: object.name } : null}
          onPick={(o) => kind && onChange({ kind, id: o.id, name: o.name })}
          onClear={() => onChange(null)}
          error={error}
        />
        {object && (
          <Text size="xs" mt={4}>
            <ObjectLink typeId={taskObjectTypes[object.kind]} id={object.id} name={t`Open ${openName}`} />
          </Text>
        )}
      </div>
    </Group>
  );
}
