import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { NavItem } from '../../lib/navItems';
import classes from './Header.module.css';

interface Props {
  item: NavItem;
  active: boolean;
}

/** Links to the plain path, so a list opens without the filters left in its query string. */
export function NavLinkItem({ item, active }: Props) {
  const { i18n } = useLingui();
  return (
    <Link
      to={item.to}
      className={classes.link}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {typeof item.label === 'string' ? item.label : i18n._(item.label)}
    </Link>
  );
}
