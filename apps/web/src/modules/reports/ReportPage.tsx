import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { findReport } from '../../app/reports';
import NotFoundPage from '../../components/NotFoundPage';
import PlaceholderPage from '../../components/PlaceholderPage';
import { textOf } from '../../i18n/tr';

export default function ReportPage() {
  const { i18n, t } = useLingui();
  const report = findReport(useParams().report);
  if (!report) return <NotFoundPage />;
  const name = textOf(report.title, i18n);
  return <PlaceholderPage title={t`${name} report`} />;
}
