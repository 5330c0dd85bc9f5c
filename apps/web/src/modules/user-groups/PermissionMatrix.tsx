import { Checkbox, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { PermissionState, UserGroup } from '@trips/shared/modules/user-groups/user-groups.schema';
import { capabilities } from '@trips/shared/permissions/catalogue';
import classes from './PermissionMatrix.module.css';
import { type MatrixChange, useGroupMatrix } from './useGroupMatrix';

const capabilityNames = { view: 'View', create: 'Create', edit: 'Edit' } as const;

function PermissionRow({
  p,
  editable,
  onChange,
}: {
  p: PermissionState;
  editable: boolean;
  onChange: (c: MatrixChange) => void;
}) {
  return (
    <Table.Tr data-inactive={!p.is_active || undefined} className={classes.row}>
      <Table.Th scope="row" fw={500}>
        {p.name}
      </Table.Th>
      <Table.Td>
        <Switch
          aria-label={`${p.name} active`}
          checked={p.is_active}
          disabled={!editable}
          onChange={(e) => onChange({ permission: p.id, on: e.currentTarget.checked })}
        />
      </Table.Td>
      {capabilities.map((id) => {
        const c = p.capabilities.find((x) => x.id === id);
        return (
          <Table.Td key={id} ta="center">
            {c ? (
              <Checkbox
                className={classes.check}
                radius="sm"
                aria-label={`${p.name}: ${c.name}`}
                checked={c.is_active}
                disabled={!editable}
                onChange={(e) => onChange({ permission: p.id, capability: id, on: e.currentTarget.checked })}
              />
            ) : (
              <Text c="dimmed" aria-label="Not applicable">
                —
              </Text>
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/**
 * Sections as groups, permissions as rows, the permission's Active switch, then View / Create / Edit.
 * A capability counts only while its permission is active; inactive rows are dimmed to say so.
 */
export function PermissionMatrix({ group, editable }: { group: UserGroup; editable: boolean }) {
  const matrix = useGroupMatrix(group.id);
  return (
    <Stack gap="lg">
      {group.sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`}>
          <Title order={3} size="h5" id={`section-${section.key}`} mb={6}>
            {section.name}
          </Title>
          <Table
            withTableBorder
            verticalSpacing={6}
            className={classes.table}
            aria-labelledby={`section-${section.key}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Permission</Table.Th>
                <Table.Th w={90}>Active</Table.Th>
                {capabilities.map((c) => (
                  <Table.Th key={c} w={80} ta="center">
                    {capabilityNames[c]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.permissions.map((p) => (
                <PermissionRow key={p.id} p={p} editable={editable} onChange={(c) => matrix.mutate(c)} />
              ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </Stack>
  );
}
