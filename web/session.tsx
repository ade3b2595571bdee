// Who is signed in and which channel the dashboard acts on, loaded once by the header and shared with
// every page. Switching the channel reloads the page, so nothing of the other channel stays on screen.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import type { ChannelChoice } from '../worker/routes/auth';
import { api, auth, failureReason } from './api';

type SessionState = {
  /** null until /loggedIn has answered. */
  loggedIn: boolean | null;
  username: string;
  /** The channels the user may manage: their own first. */
  channels: ChannelChoice[];
  /** The login of the channel the dashboard acts on. */
  channel: string;
  role: 'owner' | 'editor';
  /** No Twitch app on this server: sign-in uses the demo accounts. */
  devMode: boolean;
};

type Session = SessionState & {
  logout: () => Promise<void>;
  /** Acts on another channel; the reason when the server refused. */
  switchChannel: (login: string) => Promise<string | null>;
};

const signedOut: SessionState = {
  loggedIn: false,
  username: '',
  channels: [],
  channel: '',
  role: 'owner',
  devMode: false,
};

const SessionContext = createContext<Session>({
  ...signedOut,
  loggedIn: null,
  logout: async () => {},
  switchChannel: async () => null,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ ...signedOut, loggedIn: null });

  useEffect(() => {
    auth.loggedIn
      .$get()
      .then((response) => response.json())
      .then((body) =>
        setState({
          loggedIn: body.loggedIn,
          username: body.username ?? '',
          channels: body.channels ?? [],
          channel: body.channel ?? '',
          role: body.role ?? 'owner',
          devMode: body.devMode ?? false,
        }),
      )
      .catch(() => setState(signedOut));
  }, []);

  const logout = useCallback(async () => {
    const body = await (await auth.logout.$get()).json();
    if (body.status) setState((before) => ({ ...signedOut, devMode: before.devMode }));
  }, []);

  const switchChannel = useCallback(async (login: string) => {
    const response = await api.session.channel.$post({ json: { login } });
    if (!response.ok) return failureReason(response);
    window.location.reload();
    return null;
  }, []);

  return (
    <SessionContext.Provider value={{ ...state, logout, switchChannel }}>{children}</SessionContext.Provider>
  );
}

export const useSession = () => useContext(SessionContext);
