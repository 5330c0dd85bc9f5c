/**
 * The phone mask of spec part 1 §5 as the user types: a plus sign, a first digit 1-9, then digit groups
 * separated by single spaces or hyphens. Anything else typed is dropped.
 */
export function maskPhone(input: string): string {
  let out = '';
  for (const ch of input) {
    const isDigit = ch >= '0' && ch <= '9';
    if (isDigit && (out !== '' || ch !== '0')) out += ch;
    else if ((ch === ' ' || ch === '-') && out !== '' && !out.endsWith(' ') && !out.endsWith('-')) out += ch;
  }
  if (out === '') return input.trimStart().startsWith('+') ? '+' : '';
  return `+${out}`;
}

/** The masked value without a trailing separator or a lone plus, as it is saved. */
export function finishPhone(masked: string): string {
  const trimmed = masked.replace(/[ -]+$/, '');
  return trimmed === '+' ? '' : trimmed;
}
