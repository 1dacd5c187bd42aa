import type { KnownClient, UserGroup } from '../../../shared/contracts';
import { SESSION_LIMIT_RANK_MAX } from '../../../shared/contracts';
import type { Translate } from '../../../shared/i18n';
import {
  LinkedNames,
  NumberField,
  numberError,
  TextCell,
  type FieldsProps,
} from '../../../shared/ui/resource';
import { optionsOf, SecadminIdsField } from '../entities/kinds';
import { securityQueries } from '../queries';
import { sessionLimitMessages } from './messages';

/** What every session limit has: a rank, and the user groups and known clients it is for. */
export type Scoped = { rank: number; userGroupIds: number[]; knownClientIds: number[] };

const knownClientOptions = (organizationId: number) => {
  const options = securityQueries.knownClients(organizationId);
  return { queryKey: options.queryKey, queryFn: options.queryFn as () => Promise<KnownClient[]> };
};
const groupOptions = (organizationId: number) =>
  optionsOf<UserGroup>('user-groups', organizationId);

/** Rank, user groups and known clients: the fields every limit has. */
export function ScopeFields<Input extends Scoped>({
  draft,
  set,
  errors,
  organizationId,
}: FieldsProps<Input>) {
  return (
    <>
      <NumberField
        label={sessionLimitMessages.rank}
        required
        value={draft.rank}
        min={0}
        max={SESSION_LIMIT_RANK_MAX}
        onChange={(rank) => set({ rank } as Partial<Input>)}
        error={errors.rank}
      />
      <SecadminIdsField
        label={sessionLimitMessages.userGroups}
        value={draft.userGroupIds}
        onChange={(userGroupIds) => set({ userGroupIds } as Partial<Input>)}
        options={groupOptions(organizationId)}
        idOf={(group) => group.id}
        labelOf={(group) => group.name}
      />
      <SecadminIdsField
        label={sessionLimitMessages.knownClients}
        value={draft.knownClientIds}
        onChange={(knownClientIds) => set({ knownClientIds } as Partial<Input>)}
        options={knownClientOptions(organizationId)}
        idOf={(client) => client.knownClientId}
        labelOf={(client) => client.name}
      />
    </>
  );
}

export function scopeColumns<Entity extends Scoped>(t: Translate) {
  return [
    {
      key: 'rank',
      header: t(sessionLimitMessages.rank),
      minWidth: 80,
      priority: 'high' as const,
      render: (row: Entity) => <TextCell text={String(row.rank)} />,
    },
    {
      key: 'userGroups',
      header: t(sessionLimitMessages.userGroups),
      minWidth: 160,
      grow: 2,
      priority: 'low' as const,
      render: (row: Entity) => (
        <LinkedNames
          ids={row.userGroupIds}
          none={sessionLimitMessages.all}
          options={groupOptions}
          idOf={(group) => group.id}
          labelOf={(group) => group.name}
        />
      ),
    },
    {
      key: 'knownClients',
      header: t(sessionLimitMessages.knownClients),
      minWidth: 160,
      grow: 2,
      priority: 'low' as const,
      render: (row: Entity) => (
        <LinkedNames
          ids={row.knownClientIds}
          none={sessionLimitMessages.all}
          options={knownClientOptions}
          idOf={(client) => client.knownClientId}
          labelOf={(client) => client.name}
        />
      ),
    },
  ];
}

export const scopeErrors = (t: Translate, input: Scoped) => ({
  rank: numberError(t, input.rank, 0, SESSION_LIMIT_RANK_MAX),
});
