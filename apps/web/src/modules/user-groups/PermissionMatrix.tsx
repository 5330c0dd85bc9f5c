import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { PermissionState, UserGroup } from '@trips/shared/modules/user-groups/user-groups.schema';
import { type Capability, capabilities } from '@trips/shared/permissions/catalogue';
import { tr } from '../../i18n/tr';
import classes from './PermissionMatrix.module.css';
import { type MatrixChange, useGroupMatrix } from './useGroupMatrix';

const capabilityNames: Record<Capability, MessageDescriptor> = {
  view: msg`View`,
  create: msg`Create`,
  edit: msg`Edit`,
};

function PermissionRow({
  p,
  editable,
  onChange,
}: {
  p: PermissionState;
  editable: boolean;
  onChange: (c: MatrixChange) => void;
}) {
  const { i18n, t } = useLingui();
  // The catalogue's English names, in the language shown.
  const name = tr(p.name, i18n);
  return (
    <Table.Tr data-inactive={!p.is_active || undefined} className={classes.row}>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <Switch
          aria-label={t`${name} active`}
          checked={p.is_active}
          disabled={!editable}
          onChange={(e) => onChange({ permission: p.id, on: e.currentTarget.checked })}
        />
      </Table.Td>
      {capabilities.map((id) => {
        const c = p.capabilities.find((x) => x.id === id);
        const capability = i18n._(capabilityNames[id]);
        return (
          <Table.Td key={id} ta="center">
            {c ? (
              <Checkbox
                className={classes.check}
                radius="sm"
                aria-label={t`${name}: ${capability}`}
                checked={c.is_active}
                disabled={!editable}
                onChange={(e) => onChange({ permission: p.id, capability: id, on: e.currentTarget.checked })}
              />
            ) : (
              <Text c="dimmed" aria-label={t`Not applicable`}>
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
  const { i18n } = useLingui();
  const matrix = useGroupMatrix(group.id);
  return (
    <Stack gap="lg">
      {group.sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`}>
          <Title order={3} size="h5" id={`section-${section.key}`} mb={6}>
            {tr(section.name, i18n)}
          </Title>
          {/* The table scrolls inside its own box on a narrow window, never the page. */}
          <Table.ScrollContainer minWidth={460} type="native">
            <Table
              withTableBorder
              verticalSpacing={6}
              className={classes.table}
              aria-labelledby={`section-${section.key}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Permission</Trans>
                  </Table.Th>
                  <Table.Th w={90}>
                    <Trans>Active</Trans>
                  </Table.Th>
                  {capabilities.map((c) => (
                    <Table.Th key={c} w={80} ta="center">
                      {i18n._(capabilityNames[c])}
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
          </Table.ScrollContainer>
        </section>
      ))}
    </Stack>
  );
}
