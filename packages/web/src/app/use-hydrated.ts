import { useEffect, useState } from 'react';

/** True once React has hydrated this tree in the browser; always false on the server. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Effects never run during server rendering, so this flips only after hydration.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after hydration is what this hook is for
    setHydrated(true);
  }, []);
  return hydrated;
}
