import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../state/hooks';
import { logoutAdmin } from '../../api/session';

/** Ends the admin session (locally even when the server call fails), then shows the admin login. */
export function useAdminLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logoutAdmin());
    navigate(paths.admin.login.getHref(), { replace: true });
  }, [dispatch, navigate]);
}
