import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { can } from '@trips/shared/permissions/rights';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { RecordDetail } from '../../engine/record/RecordDetail';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { ProviderInvoices } from '../invoices';
import { ObjectTasksSection } from '../tasks';
import { DeleteProviderButton } from './DeleteProviderButton';
import { ProviderGeneral } from './ProviderGeneral';
import { providerKey, useProviderScreenQuery } from './providersApi';
import { RatesTab } from './rates/RatesTab';
import { ServicesTab } from './services/ServicesTab';
import { VouchersTab } from './vouchers/VouchersTab';

const tabs = {
  general: msg`General`,
  rates: msg`Rates`,
  services: msg`Services`,
  vouchers: msg`Voucher information`,
  notes: msg`Notes`,
  tasks: msg`Tasks`,
  invoices: msg`Invoices`,
} as const;
type Tab = keyof typeof tabs;

/** A provider's screen: its data and, in tabs, what hangs off it; each tab saves on its own. */
export default function ProviderDetailPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const query = useProviderScreenQuery(id);
  const mayEdit = can(useRights(), 'providers', 'edit');
  const detail = query.data;
  return (
    <RecordDetail
      valid={id > 0}
      query={query}
      header={{
        trail: [{ label: t`Providers`, to: pathTo('providers') }],
        title: detail?.commercial_name ?? t`Provider`,
        actions: detail && mayEdit && <DeleteProviderButton id={detail.id} name={detail.commercial_name} />,
      }}
      texts={{
        notFound: t`Provider not found`,
        failed: t`unable to find providers`,
        gone: t`There is no provider with this number; it may have been deleted.`,
      }}
    >
      {(loaded) => <ProviderTabs detail={loaded} mayEdit={mayEdit} reload={query.refetch} />}
    </RecordDetail>
  );
}

interface TabsProps {
  detail: ProviderDetail;
  mayEdit: boolean;
  reload: () => Promise<{ data?: ProviderDetail }>;
}

/**
 * What hangs off the provider, a tab each (`?tab=`): a tab mounts when first opened (its data is in the cache
 * from the screen's one call) and then stays mounted, so its edits survive a look away.
 */
function ProviderTabs({ detail, mayEdit, reload }: TabsProps) {
  const { i18n } = useLingui();
  const mayViewInvoices = can(useRights(), 'invoices', 'view');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab: Tab = asked in tabs ? (asked as Tab) : 'general';
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const panel = (value: Tab, children: ReactNode) => (
    <Tabs.Panel value={value}>{opened.has(value) ? children : null}</Tabs.Panel>
  );
  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams(next === 'general' ? {} : { tab: String(next) }, { replace: true })}
      keepMounted
    >
      <Tabs.List mb="md">
        {Object.entries(tabs).map(([value, label]) =>
          value === 'invoices' && !mayViewInvoices ? null : (
            <Tabs.Tab key={value} value={value}>
              {i18n._(label)}
            </Tabs.Tab>
          ),
        )}
      </Tabs.List>
      {panel(
        'general',
        <ProviderGeneral key={detail.id} detail={detail} mayEdit={mayEdit} reload={reload} />,
      )}
      {panel('rates', <RatesTab provider={detail} mayEdit={mayEdit} />)}
      {panel('services', <ServicesTab providerId={detail.id} mayEdit={mayEdit} />)}
      {panel(
        'vouchers',
        <VouchersTab providerId={detail.id} categoryId={detail.category_id} mayEdit={mayEdit} />,
      )}
      {panel(
        'notes',
        <NotesPanel
          source={{ path: `providers/${detail.id}/notes`, queryKey: providerKey(detail.id, 'notes') }}
          mayEdit={mayEdit}
        />,
      )}
      {panel('tasks', <ObjectTasksSection kind="provider" id={detail.id} name={detail.commercial_name} />)}
      {mayViewInvoices && panel('invoices', <ProviderInvoices providerId={detail.id} />)}
    </Tabs>
  );
}
