import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount, then true. */
export function useDelayed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}
