import { secadminApi } from '../../../shared/api';
import { AUTHORIZATION_IDS_LIMIT, type AuthorizationPath } from '../../../shared/contracts';
import { securityKeys } from '../keys';
import type { EntityKind } from './types';

/** The server side of a kind at a secAdmin path: key, list, save and delete. */
export function secadminKind<Entity extends { id: number }, Input extends object>(
  path: AuthorizationPath,
): Pick<
  EntityKind<Entity, Input>,
  'key' | 'list' | 'save' | 'remove' | 'deleteBatch' | 'idOf' | 'draftName'
> {
  return {
    key: (organizationId) => securityKeys.entities(organizationId, path),
    list: (organizationId) => secadminApi.entities<Entity>(organizationId, path),
    save: (organizationId, id, input) =>
      id === null
        ? secadminApi.createEntity<Entity>(organizationId, path, input)
        : secadminApi.updateEntity<Entity>(organizationId, path, id, input),
    remove: (organizationId, ids) => secadminApi.deleteEntities(organizationId, path, ids),
    deleteBatch: AUTHORIZATION_IDS_LIMIT,
    idOf: (entity) => entity.id,
    draftName: path.replace('/', '-'),
  };
}

/** A guard for a draft: an object whose fields have the types of the empty input's. */
export function sameShape<Input extends object>(empty: Input) {
  return (value: unknown): value is Input => {
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(empty).every(([key, initial]) => {
      const field = record[key];
      if (Array.isArray(initial)) {
        return Array.isArray(field) && field.every((id) => typeof id === 'number');
      }
      if (initial === null || typeof initial === 'number') {
        return field === null || typeof field === 'number';
      }
      return typeof field === typeof initial;
    });
  };
}

/** The organization's rows of a kind, for a field that chooses among them. */
export function optionsOf<Entity extends { id: number }>(
  path: AuthorizationPath,
  organizationId: number,
) {
  return {
    queryKey: securityKeys.entities(organizationId, path),
    queryFn: () => secadminApi.entities<Entity>(organizationId, path),
  };
}
