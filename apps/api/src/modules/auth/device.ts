import type { DeviceInfo } from '@trips/shared/modules/auth/device';
import { sha256 } from './tokens.ts';

export type { DeviceInfo };

/** A device is a browser on an operating system; versions change with updates and are left out. */
export const deviceHash = (d: DeviceInfo) =>
  sha256(JSON.stringify([d.browser, d.os, d.device, d.mobile].map((v) => String(v).toLowerCase())));

export const pickDevice = (d: DeviceInfo): DeviceInfo => ({
  browser: d.browser,
  browser_version: d.browser_version,
  mobile: d.mobile,
  device: d.device,
  os: d.os,
  os_version: d.os_version,
});

/** Shows only the last three digits of a phone number. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=(?:\D*\d){3})/g, '*');
