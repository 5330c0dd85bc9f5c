import { useParams } from 'react-router';
import { findReport } from '../../app/reports';
import NotFoundPage from '../../components/NotFoundPage';
import PlaceholderPage from '../../components/PlaceholderPage';

export default function ReportPage() {
  const report = findReport(useParams().report);
  return report ? <PlaceholderPage title={`${report.title} report`} /> : <NotFoundPage />;
}
