import { notifications } from '@mantine/notifications';
import { tr } from '../i18n/tr';

/** Toast placement and timing of spec part 1 §9. */
export const toastTiming = {
  success: { position: 'top-center', autoClose: 2000 },
  error: { position: 'top-center', autoClose: 10_000 },
  warning: { position: 'top-left', autoClose: 2000 },
} as const;

/** A message of the server or the shared package, line by line, in the language shown. */
const shown = (message: string) =>
  message
    .split('\n')
    .map((line) => tr(line))
    .join('\n');

export const toast = {
  success: (message: string) =>
    notifications.show({ message: shown(message), color: 'teal', ...toastTiming.success }),
  error: (message: string) =>
    notifications.show({ message: shown(message), color: 'red', ...toastTiming.error }),
  warning: (message: string) =>
    notifications.show({ message: shown(message), color: 'yellow', ...toastTiming.warning }),
};
