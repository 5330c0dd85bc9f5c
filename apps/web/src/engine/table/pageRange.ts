import { t } from '@lingui/core/macro';
import { formatNumber } from '../../i18n/format';

const whole = (n: number) => formatNumber(n, 0);

export interface PageFacts {
  page: number;
  count: number;
  shown: number;
  all_count: number;
  count_is_estimate: boolean;
}

/** "1–100 of 2,340", "101–200 of about 1,000,000", "No rows", in the language shown. */
export function pageRange({ page, count: size, shown, all_count, count_is_estimate }: PageFacts): string {
  if (shown === 0) return t`No rows`;
  const first = whole((page - 1) * size + 1);
  const last = whole((page - 1) * size + shown);
  const total = whole(all_count);
  return count_is_estimate ? t`${first}–${last} of about ${total}` : t`${first}–${last} of ${total}`;
}

/** Pages the pager offers; an estimated total can be short, so the page after the last known stays open. */
export function pageTotal({ count: size, all_count, page }: PageFacts, hasMore: boolean): number {
  const known = Math.max(1, Math.ceil(all_count / size));
  return hasMore ? Math.max(known, page + 1) : Math.max(known, page);
}

/** The usual page sizes, the resource's default and the one in use (a shared link may carry any). */
export function pageSizesFor(defaultSize: number, current: number): number[] {
  return [...new Set([25, 50, 100, 200, defaultSize, current])].sort((a, b) => a - b);
}
