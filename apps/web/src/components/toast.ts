import { notifications } from '@mantine/notifications';

/** Toast placement and timing of spec part 1 §9. */
export const toastTiming = {
  success: { position: 'top-center', autoClose: 2000 },
  error: { position: 'top-center', autoClose: 10_000 },
  warning: { position: 'top-left', autoClose: 2000 },
} as const;

export const toast = {
  success: (message: string) => notifications.show({ message, color: 'teal', ...toastTiming.success }),
  error: (message: string) => notifications.show({ message, color: 'red', ...toastTiming.error }),
  warning: (message: string) => notifications.show({ message, color: 'yellow', ...toastTiming.warning }),
};
