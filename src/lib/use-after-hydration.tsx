import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

// True outside a provider: a component rendered into a running page is past hydration.
const Hydrated = createContext(true);

/**
 * Around the whole page (root.tsx). False in the prerendered HTML and while React hydrates it, so
 * components render their no-JavaScript forms first and hydration matches the HTML; then true, in a
 * transition, so React renders their scripted forms in slices the browser can fit its own work between,
 * not in one long task after hydration.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * True once React has hydrated the page and taken it over (components then render their scripted forms);
 * false in the prerendered HTML and during hydration. Compare useDuringHydration (prerendered.tsx),
 * which is true only in the render that hydrates.
 */
export function useAfterHydration(): boolean {
  return useContext(Hydrated);
}
