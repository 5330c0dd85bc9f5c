import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';
import { isNavItemActive, navItems } from './navItems';
import { ReportsMenu } from './ReportsMenu';

export function DesktopNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t`Main`} className={classes.nav}>
      {navItems.map((item) => (
        <NavLinkItem key={item.to} item={item} active={isNavItemActive(item, pathname)} />
      ))}
      <ReportsMenu />
    </nav>
  );
}
