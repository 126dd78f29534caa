import { useEffect } from "react";
import { registerServiceWorker } from "../lib/register-service-worker";
import { useHashTarget } from "../lib/use-hash-target";

/**
 * What every page runs and draws nothing for: the landing on a #hash's section, and the service worker
 * that keeps the site for offline use.
 */
export function SiteScripts() {
  useHashTarget();
  useEffect(() => registerServiceWorker(), []);
  return null;
}
