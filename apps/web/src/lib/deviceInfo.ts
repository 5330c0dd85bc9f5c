import type { DeviceInfo } from '@trips/shared/modules/auth/device';

export type { DeviceInfo };

// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

function firstMatch(userAgent: string, table: readonly [string, RegExp][]) {
  for (const [name, pattern] of table) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: (match[1] ?? '').replace(/_/g, '.') };
  }
  return { name: '', version: '' };
}

function deviceKind(userAgent: string): string {
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent)))
    return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function deviceInfo(userAgent: string): DeviceInfo {
  const browser = firstMatch(userAgent, BROWSERS);
  const os = firstMatch(userAgent, SYSTEMS);
  const device = deviceKind(userAgent);
  return {
    browser: browser.name,
    browser_version: browser.version,
    mobile: device !== 'desktop',
    device,
    os: os.name,
    os_version: os.version,
  };
}
