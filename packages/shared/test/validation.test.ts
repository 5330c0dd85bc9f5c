import { describe, expect, it } from 'vitest';
import {
  fields,
  firstLines,
  integer,
  messages,
  money,
  passwordProblems,
  rowId,
  rowIdParam,
  rules,
  text,
  validate,
} from '../src/validation/index.ts';

describe('the validation table of part 1 §5', () => {
  it('Required, empty → Required', () => {
    expect(rules.required('')).toBe('Required');
    expect(rules.required('   ')).toBe('Required');
    expect(rules.required('x')).toBeNull();
  });

  it("Required variants also reject '0', negative and '-1'", () => {
    for (const v of ['', '0', '-1', '-5']) expect(rules.requiredId(v)).toBe('Required');
    expect(rules.requiredId('3')).toBeNull();
  });

  it('Zero or empty number → cannot be empty or 0; not a number; negative', () => {
    expect(rules.number('')).toBe('cannot be empty or 0');
    expect(rules.number('0')).toBe('cannot be empty or 0');
    expect(rules.number('abc')).toBe('must be a number');
    expect(rules.number('-2')).toBe('cannot be negative');
    expect(rules.number('2.5')).toBeNull();
  });

  it('Code field: letters, digits, hyphens; empty is Required', () => {
    expect(rules.code('')).toBe('Required');
    expect(rules.code('AB-12')).toBeNull();
    expect(rules.code('AB 12')).toBe('Must contain only letters and/or numbers');
  });

  it('Only spaces → Contain only spaces', () => {
    expect(rules.onlySpaces('   ')).toBe('Contain only spaces');
    expect(rules.onlySpaces(' a ')).toBeNull();
  });

  it('Max length N → Max length is N symbols', () => {
    expect(rules.maxLength(5)('123456')).toBe('Max length is 5 symbols');
    expect(rules.maxLength(5)('12345')).toBeNull();
  });

  it('Email pattern → Invalid email address', () => {
    expect(rules.email('a@b')).toBe('Invalid email address');
    expect(rules.email('a b@c.com')).toBe('Invalid email address');
    expect(rules.email('ana@example.com')).toBeNull();
  });

  it('Password rules, each with its exact message', () => {
    expect(passwordProblems('Ab1! x')).toContain('Password must not contain Whitespaces.');
    expect(rules.password('abc1!def')).toBe('Password must have at least one Uppercase Character.');
    expect(rules.password('ABC1!DEF')).toBe('Password must have at least one Lowercase Character.');
    expect(rules.password('Abcd!efg')).toBe('Password must contain at least one Digit.');
    expect(rules.password('Abcd1efg')).toBe('Password must contain at least one Special Symbol.');
    expect(rules.password('Ab1!')).toBe('Password must be 6-20 Characters Long.');
    expect(rules.password('Ab1!efghijklmnopqrstu')).toBe('Password must be 6-20 Characters Long.');
    expect(rules.password('Ab1!ef')).toBeNull();
    expect(passwordProblems('Good#Pass1')).toEqual([]);
  });

  it('Confirm differs → Must match', () => {
    expect(rules.mustMatch('Ab1!ef')('Ab1!eg')).toBe('Must match');
    expect(rules.mustMatch('Ab1!ef')('Ab1!ef')).toBeNull();
  });

  it('Website: optional scheme, domain or IP, port, path, query, fragment', () => {
    for (const ok of ['example.com', 'https://example.com:8080/a/b?x=1#top', 'http://10.0.0.1/path', '']) {
      expect(rules.website(ok)).toBeNull();
    }
    expect(rules.website('not a site')).not.toBeNull();
  });

  it('Phone mask: a plus, a digit 1-9, then digit groups', () => {
    expect(rules.phone('+34 600 000 001')).toBeNull();
    expect(rules.phone('+0600')).not.toBeNull();
    expect(rules.phone('600000')).not.toBeNull();
  });

  it('the profile textarea keeps its first 6 lines', () => {
    expect(firstLines('1\n2\n3\n4\n5\n6\n7\n8')).toBe('1\n2\n3\n4\n5\n6');
  });

  it('runs rules in order and reports the first problem', () => {
    expect(validate('', rules.required, rules.email)).toBe(messages.required);
    expect(validate('x', rules.required, rules.email)).toBe(messages.email);
  });

  it('refuses NUL and unpaired surrogates in any text, in the browser as on the server', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800']) {
      expect(validate(bad, rules.maxLength(100))).toBe(messages.notAllowedCharacters);
      expect(
        text()
          .max(100)
          .safeParse(bad)
          .error?.issues.map((i) => i.message),
      ).toEqual([messages.notAllowedCharacters]);
      expect(
        fields
          .requiredText()
          .safeParse(bad)
          .error?.issues.map((i) => i.message),
      ).toEqual([messages.notAllowedCharacters]);
    }
    expect(text().safeParse('Café 👍 日本').success).toBe(true);
    expect(validate('👍', rules.required)).toBeNull();
  });

  it('takes ids and other integers only within what a PostgreSQL integer column holds', () => {
    for (const ok of [1, 2_147_483_647]) expect(rowId().safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e20, Number.MAX_SAFE_INTEGER, '1'])
      expect(rowId().safeParse(bad).success).toBe(false);
    expect(rowId(messages.required).safeParse(0).error?.issues[0]?.message).toBe(messages.required);
    expect(rowIdParam().parse('42')).toBe(42);
    for (const bad of ['2147483648', '-1', 'abc', ''])
      expect(rowIdParam().safeParse(bad).success).toBe(false);
    expect(integer(0).safeParse(2_147_483_648).success).toBe(false);
    expect(money().safeParse(9_999_999_999).success).toBe(true);
    expect(money().safeParse(10_000_000_000).success).toBe(false);
    expect(money().safeParse(-1).error?.issues[0]?.message).toBe(messages.negative);
  });

  it('gives the server the same messages through Zod', () => {
    const email = fields.signInEmail();
    expect(email.safeParse('').error?.issues[0]?.message).toBe('Required');
    expect(email.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email address');
    expect(email.safeParse(`${'a'.repeat(55)}@x.com`).error?.issues[0]?.message).toBe(
      'Max length is 60 symbols',
    );
    expect(fields.password().safeParse('weak').error?.issues[0]?.message).toBe(
      'Password must have at least one Uppercase Character.',
    );
  });
});
