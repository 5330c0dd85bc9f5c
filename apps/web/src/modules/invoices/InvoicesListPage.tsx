import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { invoicesView } from './invoicesView';

/** /invoices: filters, saved filters, columns, export and paging from the engine (50 a page, 100 after clear-all). */
export default function InvoicesListPage() {
  const mayCreate = can(useRights(), 'invoices', 'create');
  const add = mayCreate && (
    <Button component={Link} to={pathTo('newInvoice')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New invoice</Trans>
    </Button>
  );
  return <ListPage view={invoicesView} actions={add} />;
}
