import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { ConsumerType } from '@stride/domain/auth';

/** The local-storage key of what the page may know about the signed-in shopper (never a token). */
export const SESSION_STORAGE_KEY = 'stride.session';

export interface SessionInfo {
  readonly consumerNo: string;
  readonly consumerType: ConsumerType;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** The loyalty member id, when the shopper is a member (their points are shown on /account). */
  readonly memberId?: string;
  readonly isEmployeeDiscountTCAccepted?: boolean;
  /** The shopper's profile types (ipa, wranx, athlete) from the sign-in, which content segments by. */
  readonly profileTypes?: readonly string[];
}

export interface Session {
  /** Null for a guest (or before the browser has read local storage). */
  readonly info: SessionInfo | null;
  readonly signedIn: boolean;
  /** False on the server and until the browser has read local storage. */
  readonly ready: boolean;
  set(info: SessionInfo | null): void;
  /** Changes what is remembered about the signed-in shopper (e.g. the terms were accepted). */
  update(changes: Partial<SessionInfo>): void;
}

const SessionContext = createContext<Session | null>(null);

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { consumerNo, consumerType } = value as Record<string, unknown>;
  return typeof consumerNo === 'string' && typeof consumerType === 'string';
}

/** What local storage remembers about the shopper; null for a guest, on the server, or unreadable storage. */
export function readStoredSession(): SessionInfo | null {
  try {
    if (typeof window === 'undefined') return null;
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as unknown;
    return isSessionInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function store(next: SessionInfo | null): void {
  try {
    if (next === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
    else window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the session is remembered for this page only.
  }
}

/** True for a registered or employee shopper. */
export function isSignedIn(info: SessionInfo | null): boolean {
  return info !== null && info.consumerType !== 'GUEST';
}

/** Who is shopping: tokens stay in HttpOnly cookies, this only remembers the consumer for the header. */
export function SessionProvider({ children }: { readonly children: ReactNode }): ReactElement {
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Read after hydration, so the first browser render matches the server's (which has no storage).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable once hydrated
    setInfo(readStoredSession());
    setReady(true);
    // Another tab signing in or out changes this one's header too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) setInfo(readStoredSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const set = useCallback((next: SessionInfo | null) => {
    setInfo(next);
    store(next);
  }, []);
  const update = useCallback((changes: Partial<SessionInfo>) => {
    setInfo((current) => {
      if (current === null) return current;
      const next = { ...current, ...changes };
      store(next);
      return next;
    });
  }, []);
  const value = useMemo<Session>(() => ({ info, signedIn: isSignedIn(info), ready, set, update }), [info, ready, set, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. @example const { signedIn } = useSession(); */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('Stride: useSession outside SessionProvider');
  return value;
}
