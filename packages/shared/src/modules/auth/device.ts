/** The device info sent with sign-in and verify (spec part 1 §7). Kept free of Zod for the web bundle. */
export interface DeviceInfo {
  browser: string;
  browser_version: string;
  mobile: boolean;
  device: string;
  os: string;
  os_version: string;
}
