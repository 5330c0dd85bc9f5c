/**
 * Exact decimal arithmetic for money: a value is `units / 10^scale` with integer units, so sums of prices
 * never drift, and rounding to cents happens once, at the end.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The decimal a finite number was written as (its shortest round-trip text), e.g. 0.1 → 1/10. */
export function decimalOf(value: number): Decimal {
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) throw new RangeError(`Not a finite number: ${value}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

const rescale = (value: Decimal, scale: number): bigint => value.units * 10n ** BigInt(scale - value.scale);

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export const times = (value: Decimal, count: number): Decimal => ({
  units: value.units * BigInt(count),
  scale: value.scale,
});

export const sum = (values: readonly Decimal[]): Decimal => values.reduce(add, ZERO);

export const toNumber = (value: Decimal): number => Number(`${value.units}e-${value.scale}`);

/** numerator / denominator rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** The value in cents, rounded half away from zero. */
export const toCents = (value: Decimal): bigint =>
  divideRounded(value.units * 100n, 10n ** BigInt(value.scale));

/** value / rate in cents, rounded once (value in provider currency, rate = provider units per euro). */
export function dividedToCents(value: Decimal, rate: Decimal): bigint {
  const numerator = value.units * 100n * 10n ** BigInt(rate.scale);
  return divideRounded(numerator, rate.units * 10n ** BigInt(value.scale));
}

export const centsToNumber = (cents: bigint): number => Number(cents) / 100;
