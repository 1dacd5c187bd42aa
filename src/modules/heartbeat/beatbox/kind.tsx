import {
  EDGE_HOSTNAME_MAX,
  EDGE_IP_MAX,
  EDGE_OS_MAX,
  EDGE_VERSION_MAX,
  type Beatbox,
  type BeatboxInput,
} from '../../../shared/contracts';
import type { Translate } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';
import { TextField, type FieldErrors, type FieldsProps } from '../../../shared/ui/resource';
import { textColumn } from '../../../shared/ui/table';
import { beatboxApi } from '../../../shared/api';
import {
  checkHostname,
  checkLength,
  checkName,
  edgeKind,
  edgeMessages as m,
  isStringRecord,
  orDash,
} from '../edges';
import { beatboxKeys } from './keys';
import { beatboxMessages } from './messages';

/** What is typed into the beatbox form: every field as text, blank for none. */
export interface BeatboxValues {
  name: string;
  hostname: string;
  ip: string;
  os: string;
  version: string;
  flowIds: string[];
}

const EMPTY: BeatboxValues = { name: '', hostname: '', ip: '', os: '', version: '', flowIds: [] };
const TEXT_FIELDS = ['name', 'hostname', 'ip', 'os', 'version'] as const;
/** The server's fields, each optional, with its bound. */
const SERVER_FIELDS = [
  ['hostname', m.hostname, EDGE_HOSTNAME_MAX],
  ['ip', m.ip, EDGE_IP_MAX],
  ['os', m.os, EDGE_OS_MAX],
  ['version', m.version, EDGE_VERSION_MAX],
] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A light check of an IPv6 address (hex groups and colons); the server checks it fully. */
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;

function validate(t: Translate, values: BeatboxValues): FieldErrors<BeatboxValues> {
  const ip = values.ip.trim();
  const badIp =
    ip && (ip.length > EDGE_IP_MAX || !(IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip))));
  return {
    name: checkName(values.name, t),
    hostname: checkHostname(values.hostname, t),
    ip: badIp ? t(fieldMessages.invalidFormat) : null,
    os: checkLength(values.os, EDGE_OS_MAX, t),
    version: checkLength(values.version, EDGE_VERSION_MAX, t),
  };
}

const blankToNull = (text: string) => text.trim() || null;

function BeatboxFields({ draft, set, errors }: FieldsProps<BeatboxValues>) {
  return (
    <>
      {SERVER_FIELDS.map(([field, label, max]) => (
        <TextField
          key={field}
          label={label}
          description={m.optional}
          value={draft[field]}
          maxLength={max + 1}
          error={errors[field]}
          onChange={(value) => set({ [field]: value })}
        />
      ))}
    </>
  );
}

/**
 * Beatboxes (spec 2.4): flow servers at the organization's sites, each with its status, its
 * server (hostname, IP, OS, version) and its flows.
 */
export const beatboxKind = edgeKind<Beatbox, BeatboxValues, BeatboxInput>({
  kind: 'beatbox',
  key: beatboxKeys.beatboxes,
  list: beatboxApi.beatboxes,
  create: beatboxApi.createBeatbox,
  update: beatboxApi.updateBeatbox,
  remove: beatboxApi.deleteBeatbox,
  idOf: (box) => box.beatboxId,
  messages: beatboxMessages,
  columns: (t) => [
    textColumn('ip', t(m.ip), { minWidth: 130, priority: 'high' }, (box) => orDash(box.server.ip)),
    textColumn('os', t(m.os), { minWidth: 150, grow: 1, priority: 'low' }, (box) =>
      orDash(box.server.os),
    ),
  ],
  facts: () => [],
  empty: EMPTY,
  isValues: (value): value is BeatboxValues => isStringRecord(value, TEXT_FIELDS),
  validate,
  toInput: (values) => ({
    name: values.name.trim(),
    hostname: blankToNull(values.hostname),
    ip: blankToNull(values.ip),
    os: blankToNull(values.os),
    version: blankToNull(values.version),
    flowIds: values.flowIds,
  }),
  valuesOf: (box) => ({
    name: box.name,
    hostname: box.server.hostname ?? '',
    ip: box.server.ip ?? '',
    os: box.server.os ?? '',
    version: box.server.version ?? '',
    flowIds: box.flowIds,
  }),
  Fields: BeatboxFields,
});
