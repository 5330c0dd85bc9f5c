import { describe, expect, it } from 'vitest';
import { deviceInfo } from '../src/lib/deviceInfo';

describe('deviceInfo', () => {
  it('reads a desktop Chrome on Windows', () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
    expect(deviceInfo(ua)).toEqual({
      browser: 'Chrome',
      browser_version: '139.0.0.0',
      mobile: false,
      device: 'desktop',
      os: 'Windows',
      os_version: '10.0',
    });
  });

  it('reads Safari on an iPhone', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceInfo(ua)).toMatchObject({
      browser: 'Safari',
      browser_version: '17.5',
      mobile: true,
      device: 'mobile',
      os: 'iOS',
      os_version: '17.5',
    });
  });

  it('tells Edge from Chrome and Firefox on Linux', () => {
    const edge =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.3405.86';
    expect(deviceInfo(edge)).toMatchObject({ browser: 'Edge', os: 'macOS', os_version: '10.15.7' });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:142.0) Gecko/20100101 Firefox/142.0';
    expect(deviceInfo(firefox)).toMatchObject({ browser: 'Firefox', browser_version: '142.0', os: 'Linux' });
  });

  it('reads an Android tablet', () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
    expect(deviceInfo(ua)).toMatchObject({ os: 'Android', os_version: '14', device: 'tablet', mobile: true });
  });

  it('gives empty names for an unknown agent', () => {
    expect(deviceInfo('')).toEqual({
      browser: '',
      browser_version: '',
      mobile: false,
      device: 'desktop',
      os: '',
      os_version: '',
    });
  });
});
