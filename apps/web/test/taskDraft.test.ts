import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { objectTypeLabel } from '../src/modules/tasks/objectKinds';
import { objectFromQuery, requestOf } from '../src/modules/tasks/taskDraft';
import { newTaskPath, objectPath } from '../src/modules/tasks/taskPaths';

describe('task drafts and links', () => {
  it('pre-fills the object from an "Add task" link and sends it as {type, id}', () => {
    const path = newTaskPath('location', 7, 'Santiago & co');
    const object = objectFromQuery(new URL(path, 'http://x').searchParams);
    expect(object).toEqual({ kind: 'location', id: 7, name: 'Santiago & co' });
    const draft = {
      subject: 'S',
      deadline: '2026-11-21',
      owner_id: 3,
      status_id: 1,
      general_information: '',
      object,
    };
    expect(requestOf(draft)).toMatchObject({
      owner_id: 3,
      status_id: 1,
      object: { type: 'location', id: 7 },
    });
    expect(requestOf({ ...draft, object: null }).object).toBeNull();
  });

  it('ignores a bad object in the query string', () => {
    expect(objectFromQuery(new URLSearchParams('object_type=boat&object_id=1'))).toBeNull();
    expect(objectFromQuery(new URLSearchParams('object_type=none&object_id=1'))).toBeNull();
    expect(objectFromQuery(new URLSearchParams('object_type=provider&object_id=x'))).toBeNull();
  });

  it('links an object to its own detail page, and NA to nothing', () => {
    expect(objectPath(3, 5)).toBe('/provider-details/5');
    expect(objectPath(4, 5)).toBe('/location-modules/5');
    expect(objectPath(2, 5)).toBe('/trip-details/5');
    expect(objectPath(1, null)).toBeNull();
  });

  it('calls a task about nothing "Not linked", in the language shown', () => {
    expect(objectTypeLabel(1)).toBe('Not linked');
    expect(objectTypeLabel(3)).toBe('Provider');
    expect(objectTypeLabel(99)).toBeUndefined();
    i18n.activate('es');
    try {
      expect(objectTypeLabel(1)).toBe('Sin vincular');
      expect(objectTypeLabel(2)).toBe('Viaje');
    } finally {
      i18n.activate('en');
    }
  });
});
