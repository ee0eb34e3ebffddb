import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/session';
import { writeToken } from '../state/browser-storage';
import { useLoginStore } from '../state/login-store';
import { useSessionStore } from '../state/session-store';
import { useSettingsStore } from '../state/settings-store';
import { useCountersStore } from '../state/counters-store';
import { useTagsStore } from '../state/tags-store';

/** Exit (SPEC.md §4 Session): end the session, forget token and password, back to sign-in. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server may already have ended the session; signing out locally is what counts.
    }
    writeToken(null);
    useLoginStore.getState().forgetPassword();
    useSessionStore.getState().clear();
    useTagsStore.getState().reset();
    // The next account on this browser must not inherit these; its own come from the server.
    useSettingsStore.getState().reset();
    useCountersStore.getState().reset();
    queryClient.clear();
    await navigate('/loginPage', { replace: true });
  }, [navigate, queryClient]);
}
