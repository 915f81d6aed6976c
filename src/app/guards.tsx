import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectAdminToken, selectAdminUser, selectIsAdmin, selectIsCustomer } from '../state/authSlice';
import { PageFallback } from '../components/page/PageFallback';
import { paths, type ReturnToState } from '../config/paths';

/**
 * The student's screens (checkout, bookings, receipts) need a stored student token on arrival;
 * otherwise the login, which sends the student back to the same address (the package chosen in
 * its query included). Checked on arrival only: a token that goes away while the page is open
 * (logout, another tab) leaves the page showing its own login prompt.
 */
export function RequireCustomer() {
  const location = useLocation();
  const isCustomer = useAppSelector(selectIsCustomer);
  const [admitted] = useState(isCustomer);
  if (admitted) return <Outlet />;
  const state: ReturnToState = { from: location.pathname + location.search };
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}

/**
 * /admin/* needs a signed-in admin. A stored token whose user is still being fetched at start-up
 * waits for that answer instead of bouncing to the login (the refresh signs out on failure).
 * The guard reads the store, so a logout or any 401 sends the admin to the login at once.
 */
export function RequireAdmin() {
  const location = useLocation();
  const isAdmin = useAppSelector(selectIsAdmin);
  const token = useAppSelector(selectAdminToken);
  const user = useAppSelector(selectAdminUser);
  if (isAdmin) return <Outlet />;
  if (token && !user) return <PageFallback />;
  const state: ReturnToState = { from: location.pathname };
  return <Navigate to={paths.admin.login.getHref()} replace state={state} />;
}

/** A signed-in admin on the admin login is sent to the dashboard. */
export function RedirectSignedInAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Navigate to={paths.admin.dashboard.getHref()} replace /> : <Outlet />;
}
