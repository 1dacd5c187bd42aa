import { Stack, TextInput } from '@mantine/core';
import {
  EDGE_HOSTNAME_MAX,
  EDGE_IP_MAX,
  EDGE_NAME_MAX,
  EDGE_OS_MAX,
  EDGE_VERSION_MAX,
  type Beatbox,
  type BeatboxInput,
  type DeployedFlow,
} from '../../../../shared/contracts';
import { useT, type Translate } from '../../../../shared/i18n';
import { FlowPicker } from '../../model/components/FlowPicker';
import {
  checkHostname,
  checkLength,
  checkName,
  edgeMessages as m,
  isStringRecord,
  type EdgeFormKind,
  type FieldErrors,
} from '../../edges';

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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A light check of an IPv6 address (hex groups and colons); the server checks it fully. */
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;

function validate(values: BeatboxValues, t: Translate): FieldErrors<BeatboxValues> {
  const errors: FieldErrors<BeatboxValues> = {
    name: checkName(values.name, t),
    hostname: checkHostname(values.hostname, t),
    os: checkLength(values.os, EDGE_OS_MAX, t),
    version: checkLength(values.version, EDGE_VERSION_MAX, t),
  };
  const ip = values.ip.trim();
  if (ip && (ip.length > EDGE_IP_MAX || !(IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip))))) {
    errors.ip = t(m.invalidFormat);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error));
}

const blankToNull = (text: string) => text.trim() || null;

function BeatboxFields({
  values,
  onChange,
  errors,
  flows,
}: {
  values: BeatboxValues;
  onChange: (values: BeatboxValues) => void;
  errors: FieldErrors<BeatboxValues>;
  flows: readonly DeployedFlow[];
}) {
  const t = useT();
  const labels = { name: m.name, hostname: m.hostname, ip: m.ip, os: m.os, version: m.version };
  const limits = {
    name: EDGE_NAME_MAX,
    hostname: EDGE_HOSTNAME_MAX,
    ip: EDGE_IP_MAX,
    os: EDGE_OS_MAX,
    version: EDGE_VERSION_MAX,
  };
  return (
    <Stack gap="sm">
      {TEXT_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(labels[field])}
          description={field === 'name' ? undefined : t(m.optional)}
          required={field === 'name'}
          value={values[field]}
          maxLength={limits[field] + 1}
          error={errors[field]}
          onChange={(event) => onChange({ ...values, [field]: event.currentTarget.value })}
        />
      ))}
      <FlowPicker
        flows={flows}
        selected={values.flowIds}
        legend={t(m.flowsLegend)}
        onChange={(flowIds) => onChange({ ...values, flowIds })}
      />
    </Stack>
  );
}

/** The beatbox form: name, the server's hostname, IP, OS and version, and its flows. */
export const beatboxForm: EdgeFormKind<BeatboxValues, BeatboxInput> = {
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
  Fields: BeatboxFields,
};

export const beatboxValues = (box: Beatbox): BeatboxValues => ({
  name: box.name,
  hostname: box.server.hostname ?? '',
  ip: box.server.ip ?? '',
  os: box.server.os ?? '',
  version: box.server.version ?? '',
  flowIds: box.flowIds,
});
