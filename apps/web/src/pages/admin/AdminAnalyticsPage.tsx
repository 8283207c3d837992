import { AdminAnalytics } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/analytics (issue 20): the lib's screen inside the admin frame. */
export function AdminAnalyticsPage() {
  return (
    <AdminFrame screen="adminAnalytics" lead="How Grove is used, by age band: counts only, never what anyone said.">
      <AdminAnalytics />
    </AdminFrame>
  );
}

export default AdminAnalyticsPage;
