import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BrandingSummary } from './brandingDraft';

interface Props {
  brands: readonly BrandingSummary[];
  /** The brand on screen; 'new' while an unsaved new brand is (the create-new flag). */
  selected: number | 'new' | null;
}

/**
 * The brands, each a link to itself (`?brand=id`), so leaving a brand with unsaved edits asks first like any
 * other link; an unsaved new brand is listed first until it is saved or given up.
 */
export function BrandList({ brands, selected }: Props) {
  const { t } = useLingui();
  const describe = (b: BrandingSummary) =>
    [
      b.is_active ? t({ message: 'Active', context: 'brand' }) : t`Switched off`,
      b.is_excel_import ? t`Excel import` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <nav aria-label={t`Brands`}>
      {selected === 'new' && (
        <NavLink
          component={Link}
          to="?brand=new"
          label={
            <Text size="sm" fs="italic">
              <Trans>New brand</Trans>
            </Text>
          }
          description={t`Not saved yet`}
          leftSection={<IconPlus size={14} />}
          active
          aria-current="page"
          variant="light"
        />
      )}
      {brands.map((b) => (
        <NavLink
          key={b.id}
          component={Link}
          to={`?brand=${b.id}`}
          label={b.name}
          description={describe(b)}
          active={b.id === selected}
          aria-current={b.id === selected ? 'page' : undefined}
          variant="light"
          c={b.is_active ? undefined : 'dimmed'}
        />
      ))}
    </nav>
  );
}
