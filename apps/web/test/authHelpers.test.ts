import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/apiError';
import { failureErrors, loginFailureErrors } from '../src/modules/auth/failure';
import { maskPhone } from '../src/modules/auth/maskPhone';

describe('failureErrors', () => {
  const rejected = new ApiError('rejected', 'Bad', {
    success: false,
    message: 'Bad',
    errors: ['Wrong code'],
  });

  it("lists the server's errors", () => {
    expect(failureErrors(rejected)).toEqual(['Wrong code']);
    expect(loginFailureErrors(rejected)).toEqual(['Wrong code']);
  });

  it("says 'Initial server error' for network and server failures", () => {
    expect(failureErrors(new ApiError('network', 'Network Error'))).toEqual(['Initial server error']);
    expect(failureErrors(new ApiError('server', 'API response: x'))).toEqual(['Initial server error']);
  });

  it('shows the error message when sign-in fails on the network', () => {
    expect(loginFailureErrors(new ApiError('network', 'Network Error'))).toEqual(['Network Error']);
  });
});

describe('maskPhone', () => {
  it('keeps only the last three digits', () => {
    expect(maskPhone('+34 612 345 678')).toBe('+•• ••• ••• 678');
  });

  it('keeps a number the server already masked, and short values', () => {
    expect(maskPhone('+34 *** *** 678')).toBe('+34 *** *** 678');
    expect(maskPhone('12')).toBe('12');
    expect(maskPhone('')).toBe('');
  });
});
