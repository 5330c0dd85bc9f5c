import { Group, Select, Text } from '@mantine/core';
import { type TaskObjectKind, taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { useState } from 'react';
import { RemotePicker } from '../../engine/options/RemotePicker';
import { ObjectLink } from './ObjectLink';
import type { TaskObjectRef } from './taskDraft';

/**
 * The kinds a task can be linked to from this form, with the list resource whose picker finds one.
 * Invoices join when the server links them and their list answers /options.
 */
const pickable: Partial<Record<TaskObjectKind, { label: string; resource: string }>> = {
  trip: { label: 'Trip', resource: 'trips' },
  provider: { label: 'Provider', resource: 'providers' },
  location: { label: 'Location', resource: 'locations' },
};
const kindLabel = (kind: TaskObjectKind) => pickable[kind]?.label ?? kind[0].toUpperCase() + kind.slice(1);

interface Props {
  object: TaskObjectRef | null;
  onChange: (object: TaskObjectRef | null) => void;
  error?: string;
  readOnly: boolean;
}

/** What the task is about: a type (NA = nothing, spec part 2 §4) and the object of that type. */
export function TaskObjectPicker({ object, onChange, error, readOnly }: Props) {
  // A type chosen before its object: nothing is linked until an object is picked.
  const [chosen, setChosen] = useState<TaskObjectKind | null>(null);
  const kind = object?.kind ?? chosen;
  if (readOnly)
    return (
      <div>
        <Text size="sm" fw={500}>
          About
        </Text>
        <ObjectLink
          typeId={object ? taskObjectTypes[object.kind] : taskObjectTypes.none}
          id={object?.id ?? null}
          name={object?.name ?? null}
          typeName={object ? kindLabel(object.kind) : undefined}
        />
      </div>
    );
  const kinds = Object.keys(pickable) as TaskObjectKind[];
  if (object && !kinds.includes(object.kind)) kinds.push(object.kind);
  const resource = kind ? pickable[kind]?.resource : undefined;
  return (
    <Group grow align="flex-start">
      <Select
        label="About"
        allowDeselect={false}
        data={[{ value: 'none', label: 'NA' }, ...kinds.map((k) => ({ value: k, label: kindLabel(k) }))]}
        value={kind ?? 'none'}
        onChange={(v) => {
          setChosen(v === 'none' ? null : (v as TaskObjectKind));
          if (v !== kind) onChange(null);
        }}
      />
      <div>
        <RemotePicker
          key={kind ?? 'none'}
          label={kind ? kindLabel(kind) : 'Object'}
          resource={resource ?? 'providers'}
          disabled={!resource}
          placeholder={kind ? undefined : 'Choose a type first'}
          value={object ? { id: object.id, name: object.name } : null}
          onPick={(o) => kind && onChange({ kind, id: o.id, name: o.name })}
          onClear={() => onChange(null)}
          error={error}
        />
        {object && (
          <Text size="xs" mt={4}>
            <ObjectLink typeId={taskObjectTypes[object.kind]} id={object.id} name={`Open ${object.name}`} />
          </Text>
        )}
      </div>
    </Group>
  );
}
