import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HEARTBEAT_ACTIONS, mayTake, type Beatbox } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { tableCellClasses as classes, type VirtualColumn } from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { beatboxForm, beatboxValues } from '../components/BeatboxFields';
import { EdgeHostsView } from '../components/EdgeHostsView';
import { beatboxMessages, edgeMessages as m } from '../messages';
import { edgeQueries, useEdgeChange } from '../queries';

const beatboxId = (box: Beatbox) => box.beatboxId;
const noFacts = () => [] as const;

/** The beatbox overview (spec 2.4): status, server and flows of each beatbox; Deployers. */
export function BeatboxPage() {
  const t = useT();
  const { org, role, features } = useHeartbeatPage();
  const list = useQuery(edgeQueries.beatboxes(org));
  const change = useEdgeChange(org, 'beatbox');
  const extraColumns = useMemo<VirtualColumn<Beatbox>[]>(
    () => [
      {
        key: 'ip',
        header: t(m.ip),
        minWidth: 130,
        priority: 'high',
        render: (box) => <p className={classes.text}>{box.server.ip ?? '–'}</p>,
      },
      {
        key: 'os',
        header: t(m.os),
        minWidth: 150,
        grow: 1,
        priority: 'low',
        render: (box) => <p className={classes.text}>{box.server.os ?? '–'}</p>,
      },
    ],
    [t],
  );
  return (
    <EdgeHostsView
      kind="beatbox"
      texts={beatboxMessages}
      list={list}
      idOf={beatboxId}
      canManage={mayTake(HEARTBEAT_ACTIONS.manageBeatboxes, role, features)}
      extraColumns={extraColumns}
      facts={noFacts}
      valuesOf={beatboxValues}
      form={beatboxForm}
      change={change}
    />
  );
}
