import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  decide401Action,
  serverErrorToast,
  successMessages,
  toErrorEnvelope,
} from '../src/lib/apiPolicy';

const answer = (status: number, body: unknown, carriedToken = true, statusText = '') => ({
  status,
  statusText,
  carriedToken,
  body,
});

describe('classifyResponse', () => {
  it('passes a successful body through', () => {
    const body = { success: true, count: 3 };
    expect(classifyResponse(answer(200, body))).toEqual({ kind: 'ok', body });
  });

  it('treats a 401 on a call that carried a token as an ended session', () => {
    expect(classifyResponse(answer(401, { success: false }))).toEqual({ kind: 'session-expired' });
  });

  it('leaves a 401 without a token (failed sign-in) to the form', () => {
    const body = { success: false, message: 'Unauthorized', errors: ['Wrong email or password'] };
    expect(classifyResponse(answer(401, body, false))).toEqual({ kind: 'rejected', envelope: body });
  });

  it('turns a 500 into the tech-team toast with the status text', () => {
    expect(classifyResponse(answer(500, null, true, 'Internal Server Error'))).toEqual({
      kind: 'server-error',
      toast: 'API response: Internal Server Error Please send it to tech team',
    });
  });

  it('rejects 4xx answers and 200 answers that say success:false', () => {
    const body = {
      success: false,
      message: 'Bad input',
      errors: ['Required'],
      field_errors: { email: 'Required' },
    };
    expect(classifyResponse(answer(400, body))).toEqual({ kind: 'rejected', envelope: body });
    expect(classifyResponse(answer(200, body))).toEqual({ kind: 'rejected', envelope: body });
  });
});

describe('toErrorEnvelope', () => {
  it('keeps the status text when the body is not an envelope', () => {
    expect(toErrorEnvelope('<html>', 'Not Found')).toEqual({
      success: false,
      message: 'Not Found',
      errors: ['Not Found'],
    });
  });

  it('lists the message when the server sent no errors', () => {
    expect(toErrorEnvelope({ success: false, message: 'Too many attempts' }, 'x').errors).toEqual([
      'Too many attempts',
    ]);
  });

  it('keeps what uses a record the server refused to delete, and the rows of a list in use', () => {
    const used_by = [{ kind: 'trip', count: 14, items: [{ id: 3, name: 'Larsen' }] }];
    const rows_in_use = [{ id: 7, name: 'Waiting', used_by }];
    const body = { success: false, message: 'Sarria is used by 14 trips (Larsen, …)', used_by, rows_in_use };
    expect(toErrorEnvelope(body, 'x')).toMatchObject({ used_by, rows_in_use });
  });
});

describe('serverErrorToast', () => {
  it('names the status when the status text is empty (HTTP/2)', () => {
    expect(serverErrorToast('', 500)).toBe('API response: HTTP 500 Please send it to tech team');
  });
});

describe('decide401Action', () => {
  it('clears all storage and remembers the path when nothing is remembered yet', () => {
    expect(decide401Action({ hasHistory: false, currentPath: '/trips?page=2' })).toEqual({
      clearAllStorage: true,
      rememberPath: '/trips?page=2',
      reloadTo: '/',
    });
  });

  it('keeps the rest of storage when a path is already remembered', () => {
    expect(decide401Action({ hasHistory: true, currentPath: '/tasks' }).clearAllStorage).toBe(false);
  });

  it('never remembers the root', () => {
    expect(decide401Action({ hasHistory: false, currentPath: '/' }).rememberPath).toBeNull();
  });
});

describe('successMessages', () => {
  it('returns the messages to toast, ignoring anything else', () => {
    expect(successMessages({ success: true, messages: ['Saved', '', 3] })).toEqual(['Saved']);
    expect(successMessages({ success: true })).toEqual([]);
    expect(successMessages(null)).toEqual([]);
  });
});
