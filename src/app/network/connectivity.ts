import { onlineManager } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import {
  isOnline,
  networkStatus,
  reportServerAnswered,
  reportServerUnreachable,
} from '../../shared/network';

/** While the browser is online but the server does not answer, it is asked this often. */
export const PROBE_INTERVAL_MS = 3000;
export const PROBE_URL = '/api/health';

/**
 * True when the server itself answers its health check: a gateway's 502/503/504 or a captive
 * portal's page is an answer from something else.
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(PROBE_URL, { cache: 'no-store' });
    return answer.ok && /[/+]json\b/i.test(answer.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}

/**
 * Tells React Query whether it can reach the server: the browser's online flag and the
 * server's answers together. Offline, queries pause (their data stays on screen) instead of
 * failing; back online, paused and stale queries refetch at once. When the server alone is
 * down, it is probed every few seconds so the console notices its return.
 */
export function startConnectivity(): () => void {
  let probe: ReturnType<typeof setTimeout> | null = null;

  const scheduleProbe = () => {
    if (probe !== null || !networkStatus.browserOnline || networkStatus.serverReachable) return;
    probe = setTimeout(async () => {
      probe = null;
      if (await serverAnswers()) reportServerAnswered();
      else reportServerUnreachable();
      scheduleProbe();
    }, PROBE_INTERVAL_MS);
  };

  onlineManager.setEventListener((setOnline) => {
    const onOnline = () => {
      networkStatus.browserOnline = true;
      // Assume the server is back too; the first failing call says otherwise.
      networkStatus.serverReachable = true;
    };
    const onOffline = () => {
      networkStatus.browserOnline = false;
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    networkStatus.browserOnline = navigator.onLine;
    const unsubscribe = subscribe(networkStatus, () => {
      setOnline(isOnline(networkStatus));
      scheduleProbe();
    });
    setOnline(isOnline(networkStatus));
    // A request may have failed before this listener was set (the start-up prefetch leaves
    // before the runtime starts): no change will come to schedule the probe then.
    scheduleProbe();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      unsubscribe();
    };
  });

  return () => {
    if (probe !== null) clearTimeout(probe);
    onlineManager.setEventListener((setOnline) => {
      const on = () => setOnline(true);
      const off = () => setOnline(false);
      window.addEventListener('online', on);
      window.addEventListener('offline', off);
      return () => {
        window.removeEventListener('online', on);
        window.removeEventListener('offline', off);
      };
    });
  };
}
