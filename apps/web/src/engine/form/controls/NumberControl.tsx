import { numberSeparators } from '../../../i18n/format';
import { fractionOf, moneyMax, percentOf } from '../fieldSpec';
import { type KindProps, useInputProps } from './inputProps';
import { numberRead, TypedNumberInput } from './TypedNumberInput';

const fraction = (input: unknown) => (typeof input === 'number' ? fractionOf(input) : input);

/** A number, an amount or a percentage, typed with the separators of the language shown. */
export function NumberControl(props: KindProps<'number' | 'money' | 'percentage'>) {
  const { spec, value, onChange, cell } = props;
  const { input } = useInputProps(props);
  const separators = numberSeparators();
  const common = { ...input, value, onChange, hideControls: cell, decimalSeparator: separators.decimal };
  if (spec.kind === 'percentage')
    return (
      <TypedNumberInput
        {...common}
        min={0}
        max={percentOf(spec.max)}
        suffix=" %"
        show={percentOf}
        read={(typed) => fraction(numberRead(null)(typed))}
      />
    );
  const money = spec.kind === 'money';
  const decimals = money ? 2 : spec.decimals;
  return (
    <TypedNumberInput
      {...common}
      min={money ? 0 : spec.min}
      max={money ? moneyMax : spec.max}
      decimalScale={decimals}
      allowDecimal={decimals === undefined || decimals > 0}
      // A negative number stays on screen with the check's message, never silently dropped.
      allowNegative
      thousandSeparator={money ? separators.group : undefined}
      // With groups shown, a typed '.' is the group separator where it is one ('2.400,5' in Spanish).
      allowedDecimalSeparators={money ? [separators.decimal] : undefined}
      read={numberRead(spec.empty ?? null, 'keepText' in spec && spec.keepText === true)}
    />
  );
}
