import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError, isNetworkFailure } from '../../api';
import { useT, type Message } from '../../i18n';
import { useIsOnline } from '../../network';
import { commonMessages } from '../messages';
import { offlineMessages } from '../offline';
import classes from './ActionFeedback.module.css';

/** What an action did: green when done, red when done but not as hoped (a host unreachable). */
export interface Outcome {
  title?: string;
  text?: ReactNode;
  color?: 'green' | 'red';
}

/**
 * Why an action failed: its own words (a partial failure), or the error with a title (a
 * message, or already in words when it has values).
 */
export type Failure =
  { text: string; title?: string } | { error: unknown; title?: Message | string };

interface ActionFeedbackProps {
  /** Null: nothing to say yet (the region is there); left out: the action says only failures. */
  outcome?: Outcome | null;
  failure?: Failure | null;
  /** Given: each message has a close button that calls it. */
  onDismiss?: () => void;
}

/**
 * The one way a page says what an action did (spec 4's "saved", "deleted", "terminated with
 * errors"): an outcome in a polite live region that is there before anything is said, so a
 * screen reader announces it; a failure as an alert. Both stay until the next action or the
 * user closes them (no timer). Offline, a failure for want of the server says so rather than
 * blaming the server.
 */
export function ActionFeedback({ outcome, failure, onDismiss }: ActionFeedbackProps) {
  const t = useT();
  const online = useIsOnline();
  const close = onDismiss
    ? { withCloseButton: true, onClose: onDismiss, closeButtonLabel: t(commonMessages.close) }
    : {};
  let failed: { title?: string; text: string } | null = null;
  if (failure && 'error' in failure) {
    const offline = !online && isNetworkFailure(failure.error);
    failed = offline
      ? { text: t(offlineMessages.needsServer) }
      : {
          title:
            typeof failure.title === 'string' ? failure.title : failure.title && t(failure.title),
          text: describeError(failure.error, t),
        };
  } else if (failure) {
    failed = failure;
  }
  return (
    <>
      {outcome !== undefined && (
        <div role="status" aria-live="polite" aria-atomic="true" className={classes.region}>
          {outcome && (
            // Not a live region of its own: the region around it speaks.
            <Alert role="group" color={outcome.color ?? 'green'} title={outcome.title} {...close}>
              {outcome.text}
            </Alert>
          )}
        </div>
      )}
      {failed && (
        <Alert role="alert" color="red" title={failed.title} {...close}>
          {failed.text}
        </Alert>
      )}
    </>
  );
}
