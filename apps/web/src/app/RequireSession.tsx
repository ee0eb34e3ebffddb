import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readToken } from '../state/browser-storage';
import { useSessionStore } from '../state/session-store';
import { takeSessionCheck } from './establish-session';
import { FullPageSpinner } from './FullPageSpinner';

/** Why the login page was opened, shown there above the form. */
export interface LoginPageState {
  notice?: 'login-failure';
  /** The page to return to after signing in. */
  from?: string;
}

/** The navigation guard around every page that needs a signed-in account. */
export function RequireSession() {
  const location = useLocation();
  const initialised = useSessionStore((s) => s.initialised);
  const [failed, setFailed] = useState(false);
  const ready = initialised && readToken() !== null;

  useEffect(() => {
    if (ready) return;
    let active = true;
    void takeSessionCheck().then((ok) => {
      if (active && !ok) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);

  if (ready) return <Outlet />;
  if (failed) {
    const state: LoginPageState = {
      notice: 'login-failure',
      from: location.pathname + location.search,
    };
    return <Navigate to="/loginPage" replace state={state} />;
  }
  return <FullPageSpinner />;
}
