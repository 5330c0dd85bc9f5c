import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage';
import PlaceholderPage from '../../components/PlaceholderPage';
import { ListPage } from '../../engine/ListPage';
import { textOf } from '../../i18n/tr';
import { findReport } from '../../lib/reports';
import { reportViews } from './reportViews';

/** A report's screen: a report of rows is a list screen of the engine; the rest show their title for now. */
export default function ReportPage() {
  const { i18n, t } = useLingui();
  const report = findReport(useParams().report);
  if (!report) return <NotFoundPage />;
  const view = reportViews[report.slug];
  if (view) return <ListPage key={report.slug} view={view} />;
  const name = textOf(report.title, i18n);
  return <PlaceholderPage title={t`${name} report`} />;
}
