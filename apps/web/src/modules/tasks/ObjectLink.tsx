import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { objectPath } from './taskPaths';

interface Props {
  typeId: number;
  id: number | null;
  name: string | null;
  typeName?: string;
}

/** The object a task is about, as a link that opens it; "Not linked" when about nothing. */
export function ObjectLink({ typeId, id, name, typeName }: Props) {
  const path = objectPath(typeId, id);
  const label = typeName ? `${typeName}: ${name ?? id}` : (name ?? String(id));
  if (!path)
    return (
      <Text span inherit c="dimmed">
        <Trans>Not linked</Trans>
      </Text>
    );
  return (
    <Anchor component={Link} to={path} onClick={(e) => e.stopPropagation()}>
      {label}
    </Anchor>
  );
}
