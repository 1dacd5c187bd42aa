import { secadminApi } from '../../../shared/api';
import {
  DELETE_KNOWN_CLIENTS_LIMIT,
  KNOWN_CLIENT_DESCRIPTION_MAX,
  KNOWN_CLIENT_NAME_MAX,
  KNOWN_CLIENT_NOTATION_MAX,
  type KnownClient,
  type KnownClientInput,
} from '../../../shared/contracts';
import {
  descriptionColumn,
  NameAndDescription,
  resourceMessages,
  sameShape,
  TextCell,
  TextField,
  textError,
  type FieldsProps,
  type ResourceKind,
} from '../../../shared/ui/resource';
import { securityKeys } from '../keys';
import { knownClientsMessages } from './messages';

const emptyClient: KnownClientInput = { name: '', notation: '', description: '' };

function KnownClientFields(props: FieldsProps<KnownClientInput>) {
  const { draft, set, errors } = props;
  return (
    <NameAndDescription
      {...props}
      between={
        <TextField
          label={knownClientsMessages.columnNotation}
          required
          value={draft.notation}
          onChange={(notation) => set({ notation })}
          error={errors.notation}
        />
      }
    />
  );
}

/**
 * Known clients (spec 3.4): the applications the organization knows by name; a session
 * limit names them, and a sign-in's client id is matched against their notation.
 */
export const knownClientsKind: ResourceKind<KnownClient, KnownClientInput> = {
  module: 'security',
  name: 'knownClient',
  key: securityKeys.knownClients,
  list: secadminApi.knownClients,
  save: (organizationId, id, input) =>
    id === null
      ? secadminApi.createKnownClient(organizationId, input)
      : secadminApi.updateKnownClient(organizationId, id, input),
  remove: async (organizationId, ids) => secadminApi.deleteKnownClients(organizationId, ids),
  deleteBatch: DELETE_KNOWN_CLIENTS_LIMIT,
  idOf: (client) => client.knownClientId,
  labelOf: (client) => client.name,
  emptyInput: emptyClient,
  toInput: ({ name, notation, description }) => ({ name, notation, description }),
  isInput: sameShape(emptyClient),
  validate: (t, input) => ({
    name: textError(t, input.name, KNOWN_CLIENT_NAME_MAX, true),
    notation: textError(t, input.notation, KNOWN_CLIENT_NOTATION_MAX, true),
    description: textError(t, input.description, KNOWN_CLIENT_DESCRIPTION_MAX, false),
  }),
  Fields: KnownClientFields,
  columns: (t) => [
    {
      key: 'notation',
      header: t(knownClientsMessages.columnNotation),
      minWidth: 120,
      grow: 1,
      priority: 'high',
      render: (row) => <TextCell text={row.notation} />,
    },
    { ...descriptionColumn, header: t(resourceMessages.columnDescription) },
  ],
  messages: knownClientsMessages,
};
