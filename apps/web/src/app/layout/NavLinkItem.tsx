import { Link } from 'react-router';
import classes from './Header.module.css';
import type { NavItem } from './navItems';

interface Props {
  item: NavItem;
  active: boolean;
}

/** Links to the plain path, so a list opens without the filters left in its query string. */
export function NavLinkItem({ item, active }: Props) {
  return (
    <Link
      to={item.to}
      className={classes.link}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
