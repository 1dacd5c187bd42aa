import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { resourceMessages } from './messages';
import type { ResourceKind } from './types';

interface ResourceDetailsProps<Entity, Input> {
  kind: ResourceKind<Entity, Input>;
  entity: Entity;
  /** What the last change of it did (a failed delete). */
  feedback: ReactNode;
  /** Edit and delete; absent when the member may not change it. */
  actions?: {
    onEdit: () => void;
    onDelete: () => void;
    /** The offline props of each button (`useNeedsServer`). */
    editNeedsServer: object;
    deleteNeedsServer: object;
  };
}

/** A row in full (the kind's `Details`), with Edit and Delete for who may change it. */
export function ResourceDetails<Entity, Input>({
  kind,
  entity,
  feedback,
  actions,
}: ResourceDetailsProps<Entity, Input>) {
  const t = useT();
  const { Details } = kind;
  return (
    <Stack gap="md">
      {feedback}
      {Details && <Details entity={entity} />}
      {actions && (
        <Group gap="sm">
          <Button onClick={actions.onEdit} {...actions.editNeedsServer}>
            {t(resourceMessages.editButton)}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={actions.onDelete}
            {...actions.deleteNeedsServer}
          >
            {t(resourceMessages.confirm)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
