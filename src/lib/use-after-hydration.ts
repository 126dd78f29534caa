import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerendered HTML and while React hydrates an island, so that the island renders its
 * no-JavaScript form first and hydration matches the HTML; then true, in a transition, and the island
 * renders its scripted form.
 */
export function useAfterHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
