import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { ConsumerType } from '@stride/domain';

/** The local-storage key of what the page may know about the signed-in shopper (never a token). */
export const SESSION_STORAGE_KEY = 'stride.session';

export interface SessionInfo {
  readonly consumerNo: string;
  readonly consumerType: ConsumerType;
  readonly email?: string;
  readonly firstName?: string;
  readonly isEmployeeDiscountTCAccepted?: boolean;
}

export interface Session {
  /** Null for a guest (or before the browser has read local storage). */
  readonly info: SessionInfo | null;
  readonly signedIn: boolean;
  set(info: SessionInfo | null): void;
}

const SessionContext = createContext<Session | null>(null);

function readStored(): SessionInfo | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as SessionInfo);
  } catch {
    return null;
  }
}

/** Who is shopping: tokens stay in HttpOnly cookies, this only remembers the consumer for the header. */
export function SessionProvider({ children }: { readonly children: ReactNode }): ReactElement {
  const [info, setInfo] = useState<SessionInfo | null>(null);
  useEffect(() => setInfo(readStored()), []);
  const set = useCallback((next: SessionInfo | null) => {
    setInfo(next);
    try {
      if (next === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
      else window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: the session is remembered for this page only.
    }
  }, []);
  const value = useMemo<Session>(() => ({ info, signedIn: info !== null && info.consumerType !== 'GUEST', set }), [info, set]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. @example const { signedIn } = useSession(); */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('Stride: useSession outside SessionProvider');
  return value;
}
