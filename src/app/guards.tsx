import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectAdminToken, selectAdminUser, selectIsAdmin, selectIsCustomer } from '../state/authSlice';
import { PageFallback } from '../components/page/PageFallback';
import { useHydrated } from '../components/page/useHydrated';
import { useLocalizedPath } from '../components/navigation/useLocalizedPath';
import { paths, type ReturnToState } from '../config/paths';
import { STUDENT_HOME, flowState } from '../features/customer/shared/customerFlow';

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
 * A student already signed in when arriving at the login, sign-up or verification page is sent
 * where they were going (the page that asked them to sign in), else to STUDENT_HOME, replacing the
 * entry so Back does not come here again. Decided per arrival (each navigation): the sign-in these
 * pages make themselves is followed by their own navigation, and a verified student sent on to the
 * login is sent on from there. These pages are prerendered signed out: the redirect waits until the
 * page is hydrated, so hydration matches the prerendered markup.
 */
export function RedirectSignedInCustomer() {
  const location = useLocation();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const isCustomer = useAppSelector(selectIsCustomer);
  const [arrival, setArrival] = useState({ key: location.key, signedIn: isCustomer });
  const arrived = arrival.key === location.key ? arrival : { key: location.key, signedIn: isCustomer };
  if (arrived !== arrival) setArrival(arrived);
  if (!hydrated || !arrived.signedIn) return <Outlet />;
  return <Navigate to={flowState(location.state).from ?? localize(STUDENT_HOME)} replace />;
}

/**
 * /admin/* needs a signed-in admin. A stored token whose user is still being fetched at start-up
 * waits for that answer instead of bouncing to the login (the refresh signs out on failure).
 * The guard reads the store, so a logout or any 401 sends the admin to the login at once.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const isAdmin = useAppSelector(selectIsAdmin);
  const token = useAppSelector(selectAdminToken);
  const user = useAppSelector(selectAdminUser);
  if (isAdmin) return children;
  if (token && !user) return <PageFallback />;
  const state: ReturnToState = { from: location.pathname };
  return <Navigate to={paths.admin.login.getHref()} replace state={state} />;
}

/** A signed-in admin on the admin login is sent to the dashboard. */
export function RedirectSignedInAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Navigate to={paths.admin.dashboard.getHref()} replace /> : <Outlet />;
}
