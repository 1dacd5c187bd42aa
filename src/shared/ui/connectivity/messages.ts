import { defineMessages } from '../../i18n';
import { fieldMessages } from '../messages';

export const connectivityMessages = defineMessages({
  title: { id: 'shared.connectivity.title', defaultMessage: 'Connectivity check' },
  intro: {
    id: 'shared.connectivity.intro',
    defaultMessage:
      'Checks whether the platform can open a connection to a host and port. Private and internal addresses are not checked.',
  },
  form: { id: 'shared.connectivity.form', defaultMessage: 'Connectivity check' },
  hostname: { id: 'shared.connectivity.hostname', defaultMessage: 'Hostname' },
  port: { id: 'shared.connectivity.port', defaultMessage: 'Port' },
  check: { id: 'shared.connectivity.check', defaultMessage: 'Check' },
  required: fieldMessages.required,
  invalidHost: fieldMessages.invalidFormat,
  invalidPort: {
    id: 'shared.connectivity.invalidPort',
    defaultMessage: 'Must be a whole number between 1 and 65535',
  },
  reachable: { id: 'shared.connectivity.reachable', defaultMessage: '{host}:{port} is reachable' },
  unreachable: {
    id: 'shared.connectivity.unreachable',
    defaultMessage: '{host}:{port} is not reachable',
  },
  unresolvable: { id: 'shared.connectivity.unresolvable', defaultMessage: "Can't resolve {host}" },
  address: { id: 'shared.connectivity.address', defaultMessage: 'Address checked: {address}' },
  failed: {
    id: 'shared.connectivity.failed',
    defaultMessage: 'The check could not be made',
  },
});
