import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isReportsActive } from '../../lib/navItems';
import { pathTo } from '../../lib/paths';
import { visibleReports } from '../../lib/reports';
import { useRights } from '../../lib/useSession';
import classes from './Header.module.css';

export function ReportsMenu() {
  const { i18n } = useLingui();
  const reports = visibleReports(useRights(), false);
  const active = isReportsActive(useLocation().pathname);
  if (reports.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <button type="button" className={classes.link} data-active={active || undefined}>
          <Trans>Reports</Trans>
          <IconChevronDown size={14} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {reports.map((report, index) => (
          <Menu.Item
            key={report.slug}
            data-autofocus={index === 0 || undefined}
            component={Link}
            to={pathTo('report', report.slug)}
          >
            {i18n._(report.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
