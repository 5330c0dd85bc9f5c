// Set up before each component test file. The files share their worker's loaded modules (the `components`
// project's `isolate: false`), so a helper module's own hooks would be registered in the first file that
// imports it only: what every test must leave behind clean is undone here, after each test of every file.
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // What the test drew (portals included), the language it chose, the network stub and the fake clock.
  cleanup();
  // Mantine keeps the notifications shown in a store of its module, which the next file's screen would show.
  notifications.clean();
  i18n.activate('en');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The session, rights and saved list views a test put in the browser's storage.
  window.localStorage.clear();
  window.sessionStorage.clear();
});
