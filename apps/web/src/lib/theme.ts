import { t } from '@lingui/core/macro';
import {
  type ButtonProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  v8CssVariablesResolver,
} from '@mantine/core';

/**
 * The shade 6 of each colour (the primary indigo's shade 7 is its darker step) as a text reads at 4.5:1 or better (WCAG AA) on white, on the page's grey and
 * on the colour's own light background; Mantine's (dimmed #868e96, red #fa5252, green #40c057…) read at
 * 2.2–3.8:1. Shades 6–9 become this one and three darker steps, so every text, light badge, subtle
 * button and error message built from them is readable without each screen choosing a shade.
 */
const readable: Record<string, string> = {
  red: '#bd2727',
  green: '#237133',
  orange: '#b23b0c',
  yellow: '#984f00',
  teal: '#077252',
  blue: '#1864ab',
  cyan: '#0b6d80',
  lime: '#46700a',
  indigo: '#364fc7',
  grape: '#862e9c',
  violet: '#5f3dc4',
  pink: '#a61e4d',
  gray: '#5c636a',
};

function darker(hex: string, factor: number) {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const colors = Object.fromEntries(
  Object.entries(readable).map(([name, shade6]) => {
    const base = DEFAULT_THEME.colors[name]!;
    const tuple = [
      ...base.slice(0, 6),
      shade6,
      darker(shade6, 0.9),
      darker(shade6, 0.8),
      darker(shade6, 0.7),
    ];
    return [name, tuple as unknown as MantineColorsTuple];
  }),
);

const closeButton = {
  get 'aria-label'() {
    return t`Close`;
  },
};

export const theme = createTheme({
  colors,
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  // Mantine 9 draws labels, tabs, table heads and badges at 600; this dense back-office keeps 8's 500.
  fontWeights: { medium: '500' },
  cursorType: 'pointer',
  // Someone whose system asks for less motion gets none: no sliding modals, menus or toasts, no spinning.
  respectReducedMotion: true,
  components: {
    // Field errors are announced as they appear, not only when the field is focused again.
    TextInput: { defaultProps: { errorProps: { role: 'alert' } } },
    PasswordInput: { defaultProps: { errorProps: { role: 'alert' } } },
    Button: { defaultProps: { fw: 600 } satisfies ButtonProps },
    Card: { defaultProps: { withBorder: true, shadow: 'xs' } },
    // A closed list's options are not drawn: Mantine keeps every select's dropdown mounted and hidden, which
    // on a trip screen is a thousand hidden nodes, each list positioned on mount, for lists nobody opened.
    Combobox: { defaultProps: { keepMounted: false } },
    // Hidden tab panels and folded sections stay mounted and live, as in Mantine 8 (a tab's list loads
    // before it is opened); 9 freezes them in React's <Activity> until shown.
    Tabs: { defaultProps: { keepMountedMode: 'display-none' } },
    Accordion: { defaultProps: { keepMountedMode: 'display-none' } },
    Collapse: { defaultProps: { keepMountedMode: 'display-none' } },
    // Mantine 9 rounds checkboxes less than the rest (sm); they keep the theme's radius, as in 8.
    Checkbox: { defaultProps: { radius: 'md' } },
    CheckboxIndicator: { defaultProps: { radius: 'md' } },
    // Mantine's close buttons have no accessible name of their own; it is read when the app renders, in
    // the interface's language.
    Modal: { defaultProps: { closeButtonProps: closeButton } },
    Drawer: { defaultProps: { closeButtonProps: closeButton } },
    // A dialog's title bar is no page banner: as a <header> it would be a second banner beside the app's.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A menu follows its button in the page (inside the button's landmark, read after it), fixed on screen
    // so no scrolling card clips it; its first item takes the focus, not a focusable placeholder, which
    // would be a child a menu may not have.
    Menu: {
      defaultProps: { withinPortal: false, floatingStrategy: 'fixed', withInitialFocusPlaceholder: false },
    },
  },
});

/**
 * Light badges, alerts and buttons keep Mantine 8's tint: the colour's primary shade at 10% over the
 * page, its text in that shade (the readable shades above were chosen on it). Mantine 9 paints them
 * shade 1 with shade 9 text. Placeholders shown as text (a picker's "Choose…") must read as well as any
 * other text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const v8 = v8CssVariablesResolver(theme).light;
  const lightVariant = Object.fromEntries(
    Object.entries(v8).filter(([name]) => /-light(-hover|-color)?$/.test(name)),
  );
  return {
    variables: {},
    light: { ...lightVariant, '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
    dark: {},
  };
};
