import { Code } from '@mantine/core';
import { beatboxApi } from '../../../shared/api';
import {
  EDGE_PEM_MAX,
  looksLikePemCertificates,
  type Agent,
  type AgentInput,
} from '../../../shared/contracts';
import type { Translate } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';
import { TextField, type FieldErrors, type FieldsProps } from '../../../shared/ui/resource';
import { fixedText, textColumn } from '../../../shared/ui/table';
import { checkHostname, checkLength, checkName, edgeKind, isStringRecord } from '../edges';
import { agentKeys } from './keys';
import { agentMessages as m } from './messages';

/** What is typed into an agent's form: its name, its settings and its flows. */
export interface AgentValues {
  name: string;
  baseDomain: string;
  serverTrustPem: string;
  flowIds: string[];
}

const EMPTY: AgentValues = { name: '', baseDomain: '', serverTrustPem: '', flowIds: [] };
const TEXT_FIELDS = ['name', 'baseDomain', 'serverTrustPem'] as const;

function validate(t: Translate, values: AgentValues): FieldErrors<AgentValues> {
  const pem = values.serverTrustPem.trim();
  return {
    name: checkName(values.name, t),
    baseDomain: checkHostname(values.baseDomain, t, true),
    serverTrustPem:
      checkLength(pem, EDGE_PEM_MAX, t) ??
      (pem && !looksLikePemCertificates(pem) ? t(fieldMessages.invalidFormat) : null),
  };
}

function AgentFields({ draft, set, errors }: FieldsProps<AgentValues>) {
  return (
    <>
      <TextField
        label={m.baseDomain}
        required
        value={draft.baseDomain}
        maxLength={254}
        error={errors.baseDomain}
        onChange={(baseDomain) => set({ baseDomain })}
      />
      <TextField
        label={m.serverTrust}
        description={m.serverTrustHint}
        code
        value={draft.serverTrustPem}
        error={errors.serverTrustPem}
        onChange={(serverTrustPem) => set({ serverTrustPem })}
      />
    </>
  );
}

/** Agents (spec 2.4): each with its settings (base domain, server trust PEM) and flows. */
export const agentKind = edgeKind<Agent, AgentValues, AgentInput>({
  kind: 'agent',
  key: agentKeys.agents,
  list: beatboxApi.agents,
  create: beatboxApi.createAgent,
  update: beatboxApi.updateAgent,
  remove: beatboxApi.deleteAgent,
  idOf: (agent) => agent.agentId,
  messages: m,
  // Base domain, and whether a server trust certificate is set.
  columns: (t) => [
    textColumn(
      'baseDomain',
      t(m.baseDomain),
      { minWidth: 180, grow: 2, priority: 'high' },
      (agent) => agent.baseDomain,
    ),
    textColumn('certificate', t(m.certificate), { minWidth: 110, priority: 'low' }, (agent) =>
      fixedText(t, agent.serverTrustPem ? m.certificateSet : m.noCertificate),
    ),
  ],
  facts: (agent) => [
    [m.baseDomain, agent.baseDomain],
    [
      m.serverTrust,
      agent.serverTrustPem ? (
        <Code block style={{ maxHeight: 240, overflow: 'auto' }}>
          {agent.serverTrustPem}
        </Code>
      ) : (
        '–'
      ),
    ],
  ],
  empty: EMPTY,
  isValues: (value): value is AgentValues => isStringRecord(value, TEXT_FIELDS),
  validate,
  toInput: (values) => ({
    name: values.name.trim(),
    baseDomain: values.baseDomain.trim(),
    serverTrustPem: values.serverTrustPem.trim() || null,
    flowIds: values.flowIds,
  }),
  valuesOf: (agent) => ({
    name: agent.name,
    baseDomain: agent.baseDomain,
    serverTrustPem: agent.serverTrustPem ?? '',
    flowIds: agent.flowIds,
  }),
  Fields: AgentFields,
});
