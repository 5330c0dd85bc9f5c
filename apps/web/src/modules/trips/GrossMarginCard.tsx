import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { FormSection } from '../../components/FormSection';
import { formatMoney, formatPercent } from '../../i18n/format';

interface Props {
  price: number;
  totalCost: number;
  insuranceCost: number;
  margin: number;
  percent: number | null;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} component="dd" m={0} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Price − costs of the rows that are not cancelled − insurance, recomputed as the rows change. */
export function GrossMarginCard({ price, totalCost, insuranceCost, margin, percent }: Props) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Gross margin`}>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }} aria-live="polite">
        <Figure label={t`Trip price`} value={formatMoney(price)} />
        <Figure label={t`Costs of the services`} value={`− ${formatMoney(totalCost)}`} />
        <Figure label={t`Insurance cost`} value={`− ${formatMoney(insuranceCost)}`} />
        <Figure label={t`Gross margin`} value={formatMoney(margin)} strong />
        <Figure label={t`Margin of the price`} value={percent === null ? '—' : formatPercent(percent)} />
      </dl>
    </FormSection>
  );
}
