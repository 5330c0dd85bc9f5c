import { checkListSave } from '@trips/shared/settings/list-check';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import { describe, expect, it } from 'vitest';
import { isStaleSave, rowsInUseOf } from '../src/engine/edits/refusals';
import { numberRead } from '../src/engine/form/controls/TypedNumberInput';
import { listProblemsOf } from '../src/engine/settings/listProblems';
import {
  blankRow,
  bodyRows,
  cellLabel,
  filterRows,
  type ListDraftRow,
  nameColumn,
  rowNameOf,
} from '../src/engine/settings/listRows';
import { ApiError } from '../src/lib/apiError';
import { testEmailHint } from '../src/modules/settings/lists/testEmail';

const list = (name: string) => settingsListByName(name)!;
const countries = list('countries');
const currencies = list('currencies');
const ota = list('ota_accounts');
const email = list('email_accounts');
const statuses = list('task_statuses');

const draftRow = (row: Record<string, unknown>, key: string) => ({ ...row, key }) as ListDraftRow;

const rejected = (status: number, message: string, errors: string[], fieldErrors?: Record<string, string>) =>
  new ApiError('rejected', message, { success: false, message, errors, field_errors: fieldErrors }, status);

describe('settings list rows', () => {
  it('names rows by their saved name, a currency by its name, an account by its address, new rows by number', () => {
    expect(nameColumn(currencies)?.key).toBe('currency_name');
    expect(nameColumn(email)?.key).toBe('email');
    expect(nameColumn(countries)?.key).toBe('name');
    expect(rowNameOf(currencies, { id: 1, country_name: 'Eurozone', currency_name: 'Euro' }, 0)).toBe('Euro');
    expect(rowNameOf(ota, { id: 4, name: '  ' }, 0)).toBe('row 4');
    expect(rowNameOf(ota, undefined, 2)).toBe('new row 2');
    expect(cellLabel(ota.columns[1], 'Booking.com')).toBe('Active: Booking.com');
  });

  it('starts a new row active, flags off, texts empty and no brand', () => {
    expect(blankRow(ota)).toEqual({ name: '', is_active: true });
    expect(blankRow(email)).toEqual({
      branding_id: null,
      email: '',
      smtp_server: '',
      smtp_user: '',
      password: '',
      is_active: true,
    });
    expect(blankRow(countries)).toEqual({ is_visible: true, vat: 0 });
    // A new task status does not complete tasks until the user says so.
    expect(blankRow(statuses)).toEqual({ name: '', name_es: '', name_de: '', is_closed: false });
  });

  it('searches the texts of a row for every word typed, and keeps new rows in view', () => {
    const rows = [
      draftRow({ id: 1, name: 'Spain', iso2: 'ES' }, 'a'),
      draftRow({ id: 2, name: 'South Africa', iso2: 'ZA' }, 'b'),
      draftRow({ id: 3, name: 'France', iso2: 'FR' }, 'c'),
    ];
    expect(filterRows(countries, rows, '').map((r) => r.key)).toEqual(['a', 'b', 'c']);
    expect(filterRows(countries, rows, 'S').map((r) => r.key)).toEqual(['a', 'b']);
    expect(filterRows(countries, rows, 'south  af').map((r) => r.key)).toEqual(['b']);
    expect(filterRows(countries, rows, 'fr').map((r) => r.key)).toEqual(['b', 'c']);
    const withNew = [...rows, draftRow({ name: '' }, 'n')];
    expect(filterRows(ota, withNew, 'zzz').map((r) => r.key)).toEqual(['n']);
  });

  it('sends saved rows with their id and new rows without, only editable columns, secrets as they stand', () => {
    const rows = [
      draftRow(
        {
          id: 7,
          branding_id: 1,
          email: 'a@x.es',
          smtp_server: 'h:25',
          smtp_user: 'a',
          password: SECRET_PLACEHOLDER,
          is_active: true,
        },
        'a',
      ),
      draftRow(
        {
          branding_id: 2,
          email: 'b@x.es',
          smtp_server: 'h:25',
          smtp_user: 'b',
          password: 'typed',
          is_active: false,
        },
        'b',
      ),
    ];
    const body = bodyRows(email, rows);
    expect(body[0]).toEqual({
      id: 7,
      branding_id: 1,
      email: 'a@x.es',
      smtp_server: 'h:25',
      smtp_user: 'a',
      password: SECRET_PLACEHOLDER,
      is_active: true,
    });
    expect(body[1]).not.toHaveProperty('id');
    expect(body[1]).not.toHaveProperty('key');
    expect(
      bodyRows(currencies, [
        draftRow(
          { id: 1, country_name: 'Eurozone', currency_name: 'Euro', symbol: '€', rate: 1, is_active: true },
          'a',
        ),
      ]),
    ).toEqual([{ id: 1, rate: 1, is_active: true }]);
    // The shared check passes what the screen sends.
    expect(checkListSave(email, body, []).fieldErrors).toEqual({});
  });

  it('reads a decimal input: empty is null, numbers as typed, nonsense stays for the check', () => {
    expect(numberRead(null)('')).toBeNull();
    expect(numberRead(null)(1.08)).toBe(1.08);
    expect(numberRead(null)('0.50')).toBe(0.5);
    expect(numberRead(null)('.')).toBe('.');
    expect(checkListSave(currencies, [{ id: 1, rate: 0, is_active: true }], []).fieldErrors).toEqual({
      'rows.0.rate': 'must be more than 0',
    });
  });
});

describe('settings list rules', () => {
  it('checks a list-wide rule with the server: at least one status must complete tasks', () => {
    const open = [
      { id: 1, name: 'Pending', is_closed: false },
      { id: 3, name: 'Completed', is_closed: 'yes' as unknown as boolean },
    ];
    const checked = checkListSave(statuses, open, []);
    expect(checked.problems).toEqual(['Keep at least one closed status, so tasks can be completed.']);
    expect(checked.fieldErrors).toEqual({ 'rows.1.is_closed': expect.any(String) });
    expect(checkListSave(statuses, [open[0]!, { ...open[1]!, is_closed: true }], []).problems).toEqual([]);
    // Pending, which new tasks start with, stays.
    expect(checkListSave(statuses, [{ ...open[1]!, is_closed: true }], [1]).problems).toEqual([
      'Row 1 is needed by the product and cannot be deleted',
    ]);
  });
});

describe('settings list save failures', () => {
  const keys = { rows: ['a', 'b'] };

  it('tells rows in use from a stale list, and leaves them to their own display', () => {
    const used_by = [{ kind: 'trip' as const, count: 2, items: [{ id: 8, name: 'Larsen' }] }];
    const rows_in_use = [{ id: 3, name: 'Agencies account', used_by }];
    const message = 'Agencies account is used by 2 trips (Larsen, …), so it cannot be deleted.';
    const envelope = { success: false as const, message, errors: [message], rows_in_use };
    const inUse = new ApiError('rejected', message, envelope, 409);
    expect(rowsInUseOf(inUse)).toEqual(rows_in_use);
    expect(isStaleSave(inUse)).toBe(false);
    expect(listProblemsOf(inUse, keys)).toEqual({ fields: {}, rows: {}, other: [] });
    const stale = rejected(
      409,
      'This list was changed by someone else since you opened it. Reload to see their version.',
      [],
    );
    expect(isStaleSave(stale)).toBe(true);
    expect(rowsInUseOf(stale)).toEqual([]);
  });

  it('puts field errors on the rows sent and lists only the other problems', () => {
    const error = rejected(
      400,
      'Rows cannot be added (and 1 more)',
      [
        'Rows cannot be added to or deleted from this list',
        'rows.1.name: This value is already used in the list',
      ],
      { 'rows.1.name': 'This value is already used in the list', version: 'Required' },
    );
    expect(listProblemsOf(error, keys)).toEqual({
      fields: {},
      rows: { b: { name: 'This value is already used in the list' } },
      other: ['Rows cannot be added to or deleted from this list', 'version: Required'],
    });
    expect(listProblemsOf(rejected(400, 'Row 9 is not in this list', []), keys).other).toEqual([
      'Row 9 is not in this list',
    ]);
    expect(listProblemsOf(new Error('boom'), keys)).toEqual({ fields: {}, rows: {}, other: [] });
  });
});

describe('test email', () => {
  const saved = draftRow({ id: 1, email: 'a@x.es' }, 'a');
  it('is offered for a saved account of a list without unsaved edits, to someone with the edit right', () => {
    expect(testEmailHint({ row: saved, dirty: false, readOnly: false })).toBeNull();
    expect(testEmailHint({ row: draftRow({ email: '' }, 'n'), dirty: true, readOnly: false })).toBe(
      'Save the new account first',
    );
    expect(testEmailHint({ row: saved, dirty: true, readOnly: false })).toMatch(/^Save or discard/);
    expect(testEmailHint({ row: saved, dirty: false, readOnly: true })).toMatch(/edit right/);
  });
});
