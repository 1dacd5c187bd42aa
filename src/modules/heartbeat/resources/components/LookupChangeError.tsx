import { Alert } from '@mantine/core';
import { describeError } from '../../../../shared/api';
import { useT } from '../../../../shared/i18n';
import { lookupFailure } from '../lib/lookupErrors';
import type { LookupChange } from '../queries';

/** A failed lookup-table change, titled by the spec's error family, with the server's reason. */
export function LookupChangeError({
  change,
  error,
}: {
  change: LookupChange | undefined;
  error: unknown;
}) {
  const t = useT();
  if (!change || !error) return null;
  const failure = lookupFailure(change);
  return (
    <Alert color="red" role="alert" title={t(failure.title, { action: t(failure.action) })}>
      {describeError(error, t)}
    </Alert>
  );
}
