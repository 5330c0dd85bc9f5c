import { useMediaQuery } from '@mantine/hooks';

/** The header's mobile layout applies below 464 px (spec part 1 §2). */
export const MOBILE_LAYOUT_QUERY = '(max-width: 463px)';

export function useIsMobileLayout(): boolean {
  return useMediaQuery(MOBILE_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
}
