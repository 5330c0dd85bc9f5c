import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { isNavItemActive, visibleNavItems } from '../../lib/navItems';
import { pathTo } from '../../lib/paths';
import { visibleReports } from '../../lib/reports';
import { useRights } from '../../lib/useSession';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';

/** The panel the Menu button opens on narrow screens: the header links, then the reports. */
export function MobileMenu({ id }: { id: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const rights = useRights();
  const reports = visibleReports(rights, true);
  return (
    <nav id={id} aria-label={t`Main`} className={classes.mobilePanel}>
      <div className={classes.mobileList}>
        {visibleNavItems(rights).map((item) => (
          <NavLinkItem key={item.to} item={item} active={isNavItemActive(item, pathname)} />
        ))}
      </div>
      {reports.length > 0 && (
        <>
          <Divider my="xs" />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={10} pb={4}>
            <Trans>Reports</Trans>
          </Text>
          <div className={classes.mobileList}>
            {reports.map((report) => {
              const item = { label: report.title, to: pathTo('report', report.slug), alsoActiveOn: [] };
              return <NavLinkItem key={report.slug} item={item} active={pathname === item.to} />;
            })}
          </div>
        </>
      )}
    </nav>
  );
}
