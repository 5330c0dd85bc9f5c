import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nextDaysStatsReport } from '@trips/shared/modules/reports/next-days-stats.resource';
import { can, type Rights } from '@trips/shared/permissions/rights';

export interface ReportEntry {
  /** The report's name in its address (spec part 1 §2). */
  slug: string;
  title: MessageDescriptor;
  /** The right whose list must contain 'view' (spec part 1 §6). */
  right: string;
  /** Next Days Trips Stats checks another right on the mobile layout. */
  mobileRight?: string;
}

export const reportEntries: readonly ReportEntry[] = [
  { slug: 'next_days_report', title: msg`Next Days`, right: 'next_days_report' },
  { slug: 'vat_report', title: msg`VAT`, right: 'vat_report' },
  { slug: 'locations_report', title: msg`Locations`, right: 'locations_report' },
  { slug: 'accommodations_report', title: msg`Accommodations`, right: 'accommodations_report' },
  { slug: 'luggage_transfers_report', title: msg`Luggage Transfers`, right: 'luggage_transfers_report' },
  { slug: 'normal_transfers_report', title: msg`Normal Transfers`, right: 'normal_transfers_report' },
  { slug: 'other_services_report', title: msg`Other Services`, right: 'other_services_report' },
  { slug: 'prepayments_report', title: msg`Prepayments`, right: 'prepayments_report' },
  { slug: 'active_tasks_report', title: msg`Active Tasks`, right: 'active_tasks_report' },
  {
    slug: 'overdue_vs_pending_tasks_report',
    title: msg`Overdue vs Pending Tasks`,
    right: 'overdue_pending_tasks_report',
  },
  {
    slug: 'completed_vs_total_tasks_report',
    title: msg`Completed vs Total Tasks`,
    right: 'completed_total_tasks_report',
  },
  {
    slug: 'next_days_trips_stats',
    title: msg`Next Days Trips Stats`,
    right: 'next_days_stats',
    mobileRight: nextDaysStatsReport.mobileRight,
  },
  { slug: 'tasks_summary', title: msg`Tasks Summary`, right: 'tasks_summary_report' },
  { slug: 'hospedajes_report', title: msg`Hospedajes`, right: 'hospedajes' },
];

export function findReport(slug: string | undefined): ReportEntry | undefined {
  return reportEntries.find((report) => report.slug === slug);
}

/** The reports the header lists: those whose right contains 'view'. */
export function visibleReports(rights: Rights, isMobile: boolean): ReportEntry[] {
  return reportEntries.filter((report) => {
    const right = isMobile && report.mobileRight ? report.mobileRight : report.right;
    return can(rights, right, 'view');
  });
}
