import { useEffect, useState } from 'react';

/** True once React has hydrated this tree in the browser; always false on the server. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Effects never run during server rendering, so this flips only after hydration.
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
