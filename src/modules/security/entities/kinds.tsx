import { secadminApi } from '../../../shared/api';
import {
  AUTHORIZATION_DESCRIPTION_MAX,
  AUTHORIZATION_IDS_LIMIT,
  AUTHORIZATION_NAME_MAX,
  type AuthorizationPath,
} from '../../../shared/contracts';
import type { Translate } from '../../../shared/i18n';
import {
  IdsField,
  textError,
  type IdsFieldProps,
  type ResourceKind,
} from '../../../shared/ui/resource';
import { securityKeys } from '../keys';

/** The server side of a kind at a secAdmin path: key, list, save and delete. */
export function secadminKind<Entity extends { id: number }, Input extends object>(
  path: AuthorizationPath,
): Pick<
  ResourceKind<Entity, Input>,
  'module' | 'name' | 'key' | 'list' | 'save' | 'remove' | 'deleteBatch' | 'idOf'
> {
  return {
    module: 'security',
    name: path.replace('/', '-'),
    key: (organizationId) => securityKeys.entities(organizationId, path),
    list: (organizationId) => secadminApi.entities<Entity>(organizationId, path),
    save: (organizationId, id, input) =>
      id === null
        ? secadminApi.createEntity<Entity>(organizationId, path, input)
        : secadminApi.updateEntity<Entity>(organizationId, path, id, input),
    remove: (organizationId, ids) => secadminApi.deleteEntities(organizationId, path, ids),
    deleteBatch: AUTHORIZATION_IDS_LIMIT,
    idOf: (entity) => entity.id,
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

export const nameError = (t: Translate, name: string) =>
  textError(t, name, AUTHORIZATION_NAME_MAX, true);
export const descriptionError = (t: Translate, description: string) =>
  textError(t, description, AUTHORIZATION_DESCRIPTION_MAX, false);

/** Some of the organization's rows, at most as many as secAdmin takes. */
export function SecadminIdsField<Option>(props: Omit<IdsFieldProps<Option>, 'maxValues'>) {
  return <IdsField maxValues={AUTHORIZATION_IDS_LIMIT} {...props} />;
}
