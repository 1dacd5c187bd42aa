import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  EDGE_NAME_MAX,
  EDGE_PEM_MAX,
  looksLikePemCertificates,
  type Agent,
  type AgentInput,
  type DeployedFlow,
} from '../../../../shared/contracts';
import { useT, type Translate } from '../../../../shared/i18n';
import {
  checkHostname,
  checkLength,
  checkName,
  edgeMessages,
  isStringRecord,
  type EdgeFormKind,
  type FieldErrors,
} from '../../edges';
import { FlowPicker } from '../../model/components/FlowPicker';
import { agentMessages as m } from '../messages';

/** What is typed into an agent's form: its name, its settings and its flows. */
export interface AgentValues {
  name: string;
  baseDomain: string;
  serverTrustPem: string;
  flowIds: string[];
}

const TEXT_FIELDS = ['name', 'baseDomain', 'serverTrustPem'] as const;

function validate(values: AgentValues, t: Translate): FieldErrors<AgentValues> {
  const pem = values.serverTrustPem.trim();
  const errors: FieldErrors<AgentValues> = {
    name: checkName(values.name, t),
    baseDomain: checkHostname(values.baseDomain, t, true),
    serverTrustPem:
      checkLength(pem, EDGE_PEM_MAX, t) ??
      (pem && !looksLikePemCertificates(pem) ? t(edgeMessages.invalidFormat) : undefined),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error));
}

function AgentFields({
  values,
  onChange,
  errors,
  flows,
}: {
  values: AgentValues;
  onChange: (values: AgentValues) => void;
  errors: FieldErrors<AgentValues>;
  flows: readonly DeployedFlow[];
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      <TextInput
        label={t(edgeMessages.name)}
        required
        value={values.name}
        maxLength={EDGE_NAME_MAX + 1}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
      />
      <TextInput
        label={t(m.baseDomain)}
        required
        value={values.baseDomain}
        maxLength={254}
        error={errors.baseDomain}
        onChange={(event) => onChange({ ...values, baseDomain: event.currentTarget.value })}
      />
      <Textarea
        label={t(m.serverTrust)}
        description={t(m.serverTrustHint)}
        value={values.serverTrustPem}
        autosize
        minRows={4}
        maxRows={12}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errors.serverTrustPem}
        onChange={(event) => onChange({ ...values, serverTrustPem: event.currentTarget.value })}
      />
      <FlowPicker
        flows={flows}
        selected={values.flowIds}
        legend={t(edgeMessages.flowsLegend)}
        onChange={(flowIds) => onChange({ ...values, flowIds })}
      />
    </Stack>
  );
}

/** The agent form: its name, its settings (base domain, server trust PEM) and its flows. */
export const agentForm: EdgeFormKind<AgentValues, AgentInput> = {
  empty: { name: '', baseDomain: '', serverTrustPem: '', flowIds: [] },
  isValues: (value): value is AgentValues => isStringRecord(value, TEXT_FIELDS),
  validate,
  toInput: (values) => ({
    name: values.name.trim(),
    baseDomain: values.baseDomain.trim(),
    serverTrustPem: values.serverTrustPem.trim() || null,
    flowIds: values.flowIds,
  }),
  Fields: AgentFields,
};

export const agentValues = (agent: Agent): AgentValues => ({
  name: agent.name,
  baseDomain: agent.baseDomain,
  serverTrustPem: agent.serverTrustPem ?? '',
  flowIds: agent.flowIds,
});
