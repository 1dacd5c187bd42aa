import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EDGE_NAME_MAX } from '../../../../shared/contracts';
import { useT, type Message, type Translate } from '../../../../shared/i18n';
import {
  removeEach,
  resourceMessages,
  TextField,
  type FieldErrors,
  type FieldsProps,
  type ResourceKind,
  type ResourceMessages,
} from '../../../../shared/ui/resource';
import {
  fixedText,
  textCell,
  textColumn,
  useCompactTime,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { FlowPicker } from '../../model/components/FlowPicker';
import { flowQueries } from '../../model/flows';
import type { FlowHost } from '../../paths';
import { edgeMessages as m } from '../messages';
import { EdgeDetails, type EdgeHost } from './EdgeDetails';
import { EdgeFlowLinks } from './EdgeFlowLinks';
import { EDGE_STATUS_SIZER, EdgeStatusBadge } from './EdgeStatusBadge';

/** What a cell says of a value not known. */
export const orDash = (value: string | null | undefined) => value ?? '–';
/** Flow links in a row; the details list them all. */
const FLOWS_IN_ROW = 2;

function LastSeenCell({ lastSeen }: { lastSeen: string | null }) {
  const t = useT();
  const tableTime = useCompactTime();
  return textCell(lastSeen ? tableTime(lastSeen) : fixedText(t, m.neverSeen));
}

function FlowsCell({ host, flowIds }: { host: FlowHost; flowIds: readonly string[] }) {
  const query = useRangeQuery();
  return <EdgeFlowLinks host={host} flowIds={flowIds} query={query} shown={FLOWS_IN_ROW} />;
}

/** The flows a host runs, chosen from the organization's deployed flows. */
function EdgeFlowsField({
  value,
  onChange,
  organizationId,
}: {
  value: string[];
  onChange: (flowIds: string[]) => void;
  organizationId: number;
}) {
  const t = useT();
  const flows = useQuery(flowQueries.flows(organizationId));
  return (
    <FlowPicker
      flows={flows.data ?? []}
      selected={value}
      legend={t(m.flowsLegend)}
      onChange={onChange}
    />
  );
}

/** The form: the host's name, the kind's own fields, and the flows it runs. */
function EdgeFields<V extends EdgeValues>({
  props,
  Fields,
}: {
  props: FieldsProps<V>;
  Fields: (props: FieldsProps<V>) => ReactNode;
}) {
  const { draft, set, errors, organizationId } = props;
  return (
    <>
      <TextField
        label={resourceMessages.columnName}
        required
        value={draft.name}
        maxLength={EDGE_NAME_MAX + 1}
        onChange={(name) => set({ name } as Partial<V>)}
        error={errors.name}
      />
      <Fields {...props} />
      <EdgeFlowsField
        value={draft.flowIds}
        onChange={(flowIds) => set({ flowIds } as Partial<V>)}
        organizationId={organizationId}
      />
    </>
  );
}

/** What every edge host's form has: its name and its flows. */
type EdgeValues = { name: string; flowIds: string[] };

/** A kind of edge host (beatboxes, agents) as the resource kit's kind, its calls and form. */
export interface EdgeKindConfig<H extends EdgeHost, V extends EdgeValues, I> {
  kind: FlowHost['kind'];
  key: (org: number) => QueryKey;
  list: (org: number) => Promise<H[]>;
  create: (org: number, input: I) => Promise<unknown>;
  update: (org: number, id: number, input: I) => Promise<unknown>;
  remove: (org: number, id: number) => Promise<unknown>;
  idOf: (host: H) => number;
  messages: ResourceMessages;
  /** The kind's own columns, after the hostname. */
  columns: (t: Translate) => VirtualColumn<H>[];
  /** The kind's own facts in the details (an agent's settings), after the server's. */
  facts: (host: H) => readonly (readonly [Message, ReactNode])[];
  empty: V;
  isValues: (value: unknown) => value is V;
  validate: (t: Translate, values: V) => FieldErrors<V>;
  toInput: (values: V) => I;
  valuesOf: (host: H) => V;
  /** The kind's own fields, between the name and the flows. */
  Fields: (props: FieldsProps<V>) => ReactNode;
}

/**
 * Beatboxes or agents as a kind: each opens in full (status, server, facts, every flow) with
 * Edit and Delete; the form (the kind's fields and its flows) needs the server's flows, so it
 * does not open offline.
 */
export function edgeKind<H extends EdgeHost, V extends EdgeValues, I>(
  config: EdgeKindConfig<H, V, I>,
): ResourceKind<H, V> {
  const { kind, idOf, facts } = config;
  return {
    module: 'heartbeat',
    name: kind,
    key: config.key,
    list: config.list,
    save: (org, id, values) =>
      id === null
        ? config.create(org, config.toInput(values))
        : config.update(org, id, config.toInput(values)),
    remove: removeEach(config.remove),
    deleteBatch: 1,
    idOf,
    labelOf: (host) => host.name,
    emptyInput: config.empty,
    toInput: config.valuesOf,
    isInput: config.isValues,
    validate: config.validate,
    Fields: (props) => <EdgeFields props={props} Fields={config.Fields} />,
    messages: config.messages,
    formsOffline: false,
    Details: ({ entity }) => (
      <EdgeDetails host={entity} flowHost={{ kind, id: idOf(entity) }} facts={facts(entity)} />
    ),
    columns: (t) => {
      const text = textColumn<H>;
      return [
        {
          key: 'status',
          header: t(m.status),
          minWidth: 100,
          sizer: EDGE_STATUS_SIZER,
          render: (host) => <EdgeStatusBadge status={host.status} />,
        },
        text('hostname', t(m.hostname), { minWidth: 160, grow: 2, priority: 'high' }, (host) =>
          orDash(host.server.hostname),
        ),
        ...config.columns(t),
        text('version', t(m.version), { minWidth: 90, priority: 'low' }, (host) =>
          orDash(host.server.version),
        ),
        {
          key: 'lastSeen',
          header: t(m.lastSeen),
          minWidth: 130,
          priority: 'high',
          render: (host) => <LastSeenCell lastSeen={host.server.lastSeen} />,
        },
        {
          key: 'flows',
          header: t(m.flows),
          minWidth: 220,
          grow: 3,
          priority: 'low',
          render: (host) => <FlowsCell host={{ kind, id: idOf(host) }} flowIds={host.flowIds} />,
        },
      ];
    },
  };
}
