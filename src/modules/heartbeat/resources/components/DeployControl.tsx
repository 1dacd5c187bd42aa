import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { describeError } from '../../../../shared/api';
import type { DeployTarget, ResourceRevision } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { ConfirmDialog } from '../../../../shared/ui/overlays';
import { heartbeatPaths } from '../../paths';
import { resourceMessages as m } from '../messages';
import { resourceQueries, useDeploy } from '../queries';

interface DeployControlProps {
  org: number;
  revision: ResourceRevision;
  query: string;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/**
 * Deploys a FlowSpec revision after a confirmation that says whether it overwrites the flow
 * or creates it (asked of the server as the dialog opens).
 */
export function DeployControl({ org, revision, query, needsServer }: DeployControlProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<DeployTarget | null>(null);
  const [checkError, setCheckError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const deploy = useDeploy(org, revision.type, revision.id);
  const values = { revision: revision.revision, id: revision.id };

  const ask = () => {
    setChecking(true);
    setCheckError(null);
    deploy.reset();
    queryClient
      .fetchQuery(resourceQueries.deployTarget(org, revision.type, revision.id, revision.revision))
      .then(setTarget, setCheckError)
      .finally(() => setChecking(false));
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={ask} loading={checking} {...needsServer}>
        {t(m.deploy)}
      </Button>
      {(checkError !== null || deploy.isError) && (
        <Alert color="red" role="alert" title={t(m.deployFailed)}>
          {describeError(checkError ?? deploy.error, t)}
        </Alert>
      )}
      {deploy.data && (
        <Alert color="green" role="status">
          {deploy.data.created
            ? t(m.deployedCreated, { flowId: deploy.data.flowId })
            : t(m.deployedUpdated, {
                flowId: deploy.data.flowId,
                specVersion: deploy.data.specVersion,
              })}{' '}
          <Anchor component={Link} href={heartbeatPaths.flow(deploy.data.flowId, 'spec', query)}>
            {t(m.openFlow)}
          </Anchor>
        </Alert>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={t(m.deployTitle, values)}
        text={
          target
            ? t(target.exists ? m.deployOverwrites : m.deployCreates, {
                ...values,
                flowId: target.flowId,
              })
            : ''
        }
        confirmLabel={t(m.deployConfirm)}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          setTarget(null);
          deploy.mutate(revision.revision);
        }}
      />
    </Stack>
  );
}
