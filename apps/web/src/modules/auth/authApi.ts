import type { LoginResponse } from '@trips/shared/modules/auth/auth.schema';
import { api } from '../../lib/api';
import { type DeviceInfo, deviceInfo } from '../../lib/deviceInfo';

/** Sign-in screens show network and server failures in the form, not as toasts. */
const inForm = { quiet: true } as const;

export const currentDevice = (): DeviceInfo => deviceInfo(navigator.userAgent);

export interface LoginRequest {
  identifier: string;
  password: string;
  remember: boolean;
}

export interface VerifyRequest {
  user_id: number;
  code: string;
  remember: boolean;
}

export interface ResetPasswordRequest {
  password: string;
  password_confirmation: string;
  token: string;
  email: string;
}

export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>('login', { ...body, ...currentDevice() }, inForm),
  verify: (body: VerifyRequest) => api.post<LoginResponse>('verify', { ...body, ...currentDevice() }, inForm),
  forgotPassword: (body: { email: string; recaptcha: string }) =>
    api.post<{ success: true; messages?: string[] }>('forgot-password', body, inForm),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<{ success: true; messages?: string[] }>('reset-password', body, inForm),
};
