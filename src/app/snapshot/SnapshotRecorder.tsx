import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { idleMoment } from '../persistence/queryPersistence';
import { releaseSnapshot, saveSnapshot } from './pageSnapshot';

/** A picture is taken at most this often, in an idle moment, while the page changes. */
const SNAPSHOT_THROTTLE_MS = 1500;

/** Keeps the picture of the page on screen up to date (see pageSnapshot.ts). */
export function SnapshotRecorder() {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  useEffect(() => {
    let timer: number | null = null;
    let active = true;
    const schedule = () => {
      if (timer !== null) return;
      timer = window.setTimeout(() => {
        timer = null;
        void idleMoment().then(() => {
          if (active) saveSnapshot();
        });
      }, SNAPSHOT_THROTTLE_MS);
    };
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') schedule();
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') saveSnapshot();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      active = false;
      if (timer !== null) window.clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [queryClient, location]);
  return null;
}

/** Rendered with a page's own content: the picture painted at start can go. */
export function SnapshotRelease() {
  useEffect(() => releaseSnapshot(), []);
  return null;
}
