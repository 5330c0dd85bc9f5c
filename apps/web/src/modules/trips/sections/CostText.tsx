import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import { formatMoney } from '../../../i18n/format';
import { type LiveCost, problemText } from './useLiveCosts';

/**
 * A row's theoretical cost: national amount in the provider's currency and the euro amount; the pricing
 * engine's message in orange when no rate matches (never a silent zero); `compact` clamps it to two lines.
 */
export function CostText({ cost, compact }: { cost: LiveCost | undefined; compact?: boolean }) {
  const { t } = useLingui();
  if (!cost || cost.pending)
    return (
      <Text size="xs" c="dimmed" role="status">
        {t`Pricing…`}
      </Text>
    );
  const problem = cost.problem && problemText(cost.problem);
  if (cost.t_cost === null)
    return problem ? (
      <Text
        size="xs"
        c="orange.8"
        fw={500}
        role="status"
        title={problem}
        lineClamp={compact ? 2 : undefined}
        maw={compact ? 240 : undefined}
      >
        {t`Missing: ${problem}`}
      </Text>
    ) : (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  const euro = formatMoney(cost.t_cost);
  const national =
    cost.symbol !== tripDefaults.currencySymbol && cost.t_cost_national !== null
      ? `${formatMoney(cost.t_cost_national, cost.symbol)} · `
      : '';
  return (
    <Text size="sm" role="status">
      {national}
      <b>{euro}</b>
    </Text>
  );
}
