import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { isNavItemActive, visibleNavItems } from '../../lib/navItems';
import { useRights } from '../../lib/useSession';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';
import { ReportsMenu } from './ReportsMenu';

export function DesktopNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const rights = useRights();
  return (
    <nav aria-label={t`Main`} className={classes.nav}>
      {visibleNavItems(rights).map((item) => (
        <NavLinkItem key={item.to} item={item} active={isNavItemActive(item, pathname)} />
      ))}
      <ReportsMenu />
    </nav>
  );
}
