import { useQueryClient } from '@tanstack/react-query';
import { homePanels } from '@trips/shared/modules/home/home.panels';
import { can } from '@trips/shared/permissions/rights';
import { useMemo } from 'react';
import { useColumns } from '../../engine/columns/useColumns';
import { sendNow } from '../../engine/query/useQueryNow';
import { useRights } from '../../lib/useSession';
import { attentionQuery } from './AttentionPanel';
import { panelQuery } from './HomePanel';
import { homePanelViews } from './homePanelViews';

const shownByDefault = new Set(homePanels.columns.filter((c) => c.default).map((c) => c.slug));

/**
 * The panels this user sees, in their order: their saved layout (column-lists, type `home_panels`) less
 * the panels their rights do not allow. The layout editor offers only the allowed ones.
 */
export function useHomePanels() {
  const rights = useRights();
  const client = useQueryClient();
  const layout = useColumns(homePanels);
  const allowed = useMemo(
    () => new Set(homePanelViews.filter((p) => can(rights, p.right, 'view')).map((p) => p.slug)),
    [rights],
  );
  // The panels shown by default start beside the layout's call, as the home is drawn, rather than after
  // it: most users keep the default layout, and a panel they hid only costs its one search.
  for (const panel of homePanelViews)
    if (allowed.has(panel.slug) && shownByDefault.has(panel.slug))
      if (panel.slug === 'attention') sendNow(client, attentionQuery);
      else sendNow(client, panelQuery(panel));
  const shown = useMemo(
    () =>
      (layout.columns ?? [])
        .filter((c) => c.is_active && allowed.has(c.slug))
        .map((c) => homePanelViews.find((p) => p.slug === c.slug)!)
        .filter(Boolean),
    [layout.columns, allowed],
  );
  const editable = useMemo(
    () => (layout.columns ?? []).filter((c) => allowed.has(c.slug)),
    [layout.columns, allowed],
  );
  // The editor's "Reset to default" offers the allowed panels only.
  const set = useMemo(
    () => ({ ...homePanels, columns: homePanels.columns.filter((c) => allowed.has(c.slug)) }),
    [allowed],
  );
  return { set, shown, editable, save: layout.save, loading: layout.columns === null };
}
