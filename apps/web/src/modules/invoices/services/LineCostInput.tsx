import { useLingui } from '@lingui/react/macro';
import { numberRead, TypedNumberInput } from '../../../engine/form/controls/TypedNumberInput';
import { moneyMax } from '../../../engine/form/fieldSpec';
import { numberSeparators } from '../../../i18n/format';

interface Props {
  value: number | null;
  symbol: string;
  /** What the line is, for the input's name: "Accommodation #12". */
  name: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: number | null) => void;
}

/** A line's real cost in the provider's currency, typed in the separators of the language shown. */
export function LineCostInput({ value, symbol, name, error, readOnly, onChange }: Props) {
  const { t } = useLingui();
  const separators = numberSeparators();
  return (
    <TypedNumberInput
      size="xs"
      w={140}
      aria-label={t`Real cost: ${name}`}
      value={value}
      read={numberRead(null, false)}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      min={0}
      max={moneyMax}
      decimalScale={2}
      thousandSeparator={separators.group}
      decimalSeparator={separators.decimal}
      rightSection={symbol}
      readOnly={readOnly}
      error={error}
    />
  );
}
