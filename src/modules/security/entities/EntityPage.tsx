import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { ResourcePage, type ResourceKind } from '../../../shared/ui/resource';
import { entitySelection, selectEntities, toggleEntity } from '../state';

const NO_IDS: readonly number[] = [];

/**
 * A kind's page of the security module: the kit's, with the rows chosen for deleting kept by
 * the module (they stay chosen when the user looks at another page and comes back).
 */
export function EntityPage<Entity, Input>({ kind }: { kind: ResourceKind<Entity, Input> }) {
  const selected = useSnapshot(entitySelection).selected[kind.name] ?? NO_IDS;
  const selection = useMemo(
    () => ({
      selected,
      toggle: (id: number, on: boolean) => toggleEntity(kind.name, id, on),
      select: (ids: readonly number[]) => selectEntities(kind.name, ids),
    }),
    [selected, kind],
  );
  return <ResourcePage kind={kind} selection={selection} />;
}
