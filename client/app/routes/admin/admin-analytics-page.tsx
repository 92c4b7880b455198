import { AnalyticsDashboard } from '../../../features/admin-analytics/components/analytics-dashboard';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminAnalyticsPage() {
  usePageTitle('Analytics');
  return <AnalyticsDashboard />;
}
