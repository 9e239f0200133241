import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { ActivityTab } from '../features/admin/activity-tab';
import { ContactMessagesTab } from '../features/admin/contact-messages-tab';
import { PaymentsTab } from '../features/admin/payments-tab';
import { UsersTab } from '../features/admin/users-tab';
import { AdminDisputePage } from '../features/disputes/admin-dispute-page';
import { DisputesTab } from '../features/disputes/disputes-tab';
import { VerificationsTab } from '../features/verification/verifications-tab';
import { paths } from '../lib/paths';

/**
 * /admin/*: the administrators' console (docs/product.md §4, "Trust"). Its own chunk, behind
 * RequireAdmin: nobody else downloads it. The console's frame is the admin feature's; the
 * verification queue and the disputes come from their own features.
 */
export function AdminRoute() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.adminSection('verifications')} replace />} />
        <Route path="verifications" element={<VerificationsTab />} />
        <Route path="disputes" element={<DisputesTab />} />
        <Route path="disputes/:disputeId" element={<AdminDisputePage />} />
        <Route path="payments" element={<PaymentsTab />} />
        <Route path="users" element={<UsersTab />} />
        <Route path="messages" element={<ContactMessagesTab />} />
        <Route path="activity" element={<ActivityTab />} />
      </Route>
    </Routes>
  );
}
