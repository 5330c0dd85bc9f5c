import { describe, expect, it } from 'vitest';
import { formatNotificationDate } from '../src/modules/notifications/notificationDate';
import { notificationTarget } from '../src/modules/notifications/notificationTarget';
import { bodyOf, emptyUserForm, hasErrors, validateUserForm } from '../src/modules/users/userForm';

describe('notification dates', () => {
  const now = new Date(2026, 5, 15);

  it('show day and month this year, and the year when older', () => {
    expect(formatNotificationDate(new Date(2026, 2, 5, 9).toISOString(), now)).toBe('5 Mar');
    expect(formatNotificationDate(new Date(2025, 11, 28).toISOString(), now)).toBe('28 Dec 2025');
    expect(formatNotificationDate('not a date', now)).toBe('');
  });
});

describe('notification targets', () => {
  it.each([
    ['trip', '/trip-details/4'],
    ['provider', '/provider-details/4'],
    ['location', '/location-modules/4'],
    ['invoice', '/invoice-details/4'],
  ] as const)('%s opens %s', (rel_type, path) => {
    expect(notificationTarget({ rel_type, rel_id: 4 })).toBe(path);
  });

  it('opens nothing without a type or an id', () => {
    expect(notificationTarget({ rel_type: null, rel_id: 4 })).toBeNull();
    expect(notificationTarget({ rel_type: 'trip', rel_id: null })).toBeNull();
  });
});

describe('the user form', () => {
  const filled = {
    ...emptyUserForm,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    team_id: '1',
    group_id: '2',
  };

  it('asks for names, email, team and group', () => {
    expect(validateUserForm(emptyUserForm)).toMatchObject({
      first_name: 'Required',
      last_name: 'Required',
      email: 'Required',
      team_id: 'Required',
      group_id: 'Required',
    });
    expect(hasErrors(validateUserForm(filled))).toBe(false);
  });

  it('applies the limits and the phone rule of part 1 §5', () => {
    const errors = validateUserForm({ ...filled, first_name: 'a'.repeat(101), email: 'ana@', phone: '+0' });
    expect(errors).toMatchObject({
      first_name: 'Max length is 100 symbols',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
    });
    expect(validateUserForm({ ...filled, require_verification: true }).phone).toBe('Required');
  });

  it('sends trimmed values, numbers for the selects and the phone without a trailing separator', () => {
    expect(bodyOf({ ...filled, first_name: ' Ana ', phone: '+34 600 ' }, 'bio')).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '+34 600',
      team_id: 1,
      group_id: 2,
      is_active: true,
      require_verification: false,
      profile: 'bio',
    });
  });
});

describe('stored rights', () => {
  it('tell subscribers only when get-user-permission brings a change', async () => {
    const { createSession } = await import('../src/lib/session');
    const data = new Map<string, string>();
    const s = createSession({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
      clear: () => data.clear(),
    });
    let heard = 0;
    s.subscribe(() => heard++);
    s.saveRights({ vat_report: ['view'] });
    s.saveRights({ vat_report: ['view'] });
    expect(heard).toBe(1);
    expect(s.rights()).toEqual({ vat_report: ['view'] });
    s.saveRights({});
    expect(heard).toBe(2);
  });
});
