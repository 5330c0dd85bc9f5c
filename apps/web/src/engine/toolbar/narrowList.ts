import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint the three toolbar buttons (about 330 px in Spanish) no longer fit beside
 * the search box, so they fold into one menu.
 */
export const NARROW_LIST_QUERY = `(max-width: ${em(767.98)})`;

export const useNarrowList = () =>
  useMediaQuery(NARROW_LIST_QUERY, false, { getInitialValueInEffect: false });
