import { describe, expect, it } from 'vitest';
import { createSession, type KeyValueStore, nextPathAfterSignIn } from '../src/lib/session';

function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const signIn = {
  access_token: 'tok',
  right: { trips: ['view' as const] },
  user: {
    id: 1,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    phone: null,
    avatar: '/a.png',
    is_active: true,
  },
};

describe('nextPathAfterSignIn', () => {
  it('returns the remembered path', () => {
    expect(nextPathAfterSignIn('/trip-details/7')).toBe('/trip-details/7');
    expect(nextPathAfterSignIn('/trips?page=2')).toBe('/trips?page=2');
  });

  it('goes home when nothing is remembered or the remembered path is sign-in', () => {
    expect(nextPathAfterSignIn(null)).toBe('/home');
    expect(nextPathAfterSignIn('')).toBe('/home');
    expect(nextPathAfterSignIn('/login')).toBe('/home');
    expect(nextPathAfterSignIn('/login?x=1')).toBe('/home');
  });
});

describe('session', () => {
  it('stores token, right, avatar and user under the spec keys', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.saveSignIn(signIn);
    expect(storage.data.get('token')).toBe('tok');
    expect(JSON.parse(storage.data.get('right')!)).toEqual({ trips: ['view'] });
    expect(storage.data.get('avatar')).toBe('/a.png');
    expect(session.user()?.first_name).toBe('Ana');
    expect(session.isAuthenticated()).toBe(true);
  });

  it('clearSession signs out but keeps the remembered path', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.saveSignIn(signIn);
    session.rememberPath('/tasks');
    session.clearSession();
    expect(session.isAuthenticated()).toBe(false);
    expect(session.user()).toBeNull();
    expect(session.history()).toBe('/tasks');
  });

  it('never remembers the root, and forgets the path once used', () => {
    const session = createSession(memoryStorage());
    session.rememberPath('/');
    expect(session.history()).toBeNull();
    session.rememberPath('/invoices');
    expect(session.nextPathAfterSignIn()).toBe('/invoices');
    session.forgetHistory();
    expect(session.nextPathAfterSignIn()).toBe('/home');
  });

  it('tells subscribers about a sign-in, until they unsubscribe', () => {
    const session = createSession(memoryStorage());
    let calls = 0;
    const unsubscribe = session.subscribe(() => calls++);
    session.saveSignIn(signIn);
    unsubscribe();
    session.saveSignIn(signIn);
    expect(calls).toBe(1);
  });

  it('clearAll wipes everything, the remembered path included', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.saveSignIn(signIn);
    session.rememberPath('/tasks');
    session.clearAll();
    expect(storage.data.size).toBe(0);
  });

  it('survives damaged stored JSON', () => {
    const storage = memoryStorage();
    storage.setItem('user', '{oops');
    storage.setItem('right', 'nope');
    const session = createSession(storage);
    expect(session.user()).toBeNull();
    expect(session.rights()).toEqual({});
  });
});
