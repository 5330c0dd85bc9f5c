import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // Field errors are announced as they appear, not only when the field is focused again.
    TextInput: { defaultProps: { errorProps: { role: 'alert' } } },
    PasswordInput: { defaultProps: { errorProps: { role: 'alert' } } },
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs' } },
    // Mantine's close buttons have no accessible name of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
