import { Outlet } from 'react-router';

// PLACEHOLDER: replaced by the console's frame.
export function AdminLayout() {
  return <Outlet />;
}
