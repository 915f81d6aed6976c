import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../state/hooks';

/**
 * Ends the admin session (locally even when the server call fails), then shows the admin login.
 * The session's thunks are fetched when used: a visitor's page never needs them.
 */
export function useAdminLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { logoutAdmin } = await import(/* webpackChunkName: "session" */ '../../api/session');
    await dispatch(logoutAdmin());
    navigate(paths.admin.login.getHref(), { replace: true });
  }, [dispatch, navigate]);
}
