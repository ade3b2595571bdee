// Who is signed in, loaded once by the header and shared with every page.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { auth } from './api';

type Session = {
  /** null until /loggedIn has answered. */
  loggedIn: boolean | null;
  username: string;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session>({ loggedIn: null, username: '', logout: async () => {} });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ loggedIn: boolean | null; username: string }>({
    loggedIn: null,
    username: '',
  });

  useEffect(() => {
    auth.loggedIn
      .$get()
      .then((response) => response.json())
      .then((body) => setState({ loggedIn: body.loggedIn, username: body.username ?? '' }))
      .catch(() => setState({ loggedIn: false, username: '' }));
  }, []);

  const logout = useCallback(async () => {
    const body = await (await auth.logout.$get()).json();
    if (body.status) setState({ loggedIn: false, username: '' });
  }, []);

  return <SessionContext.Provider value={{ ...state, logout }}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
