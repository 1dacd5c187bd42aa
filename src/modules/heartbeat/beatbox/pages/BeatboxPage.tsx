import { HEARTBEAT_ACTIONS, type Beatbox } from '../../../../shared/contracts';
import type { Translate } from '../../../../shared/i18n';
import { tableCellClasses as classes, type VirtualColumn } from '../../../../shared/ui/table';
import { beatboxForm, beatboxValues } from '../components/BeatboxFields';
import { EdgeHostsPage } from '../components/EdgeHostsPage';
import { beatboxMessages, edgeMessages as m } from '../messages';
import { edgeQueries } from '../queries';

const beatboxId = (box: Beatbox) => box.beatboxId;
const noFacts = () => [] as const;

/** The beatboxes' own columns: their server's address and operating system. */
const beatboxColumns = (t: Translate): VirtualColumn<Beatbox>[] => [
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
];

/** The beatbox overview (spec 2.4): status, server and flows of each beatbox; Deployers. */
export function BeatboxPage() {
  return (
    <EdgeHostsPage
      kind="beatbox"
      texts={beatboxMessages}
      query={edgeQueries.beatboxes}
      idOf={beatboxId}
      manage={HEARTBEAT_ACTIONS.manageBeatboxes}
      columns={beatboxColumns}
      facts={noFacts}
      valuesOf={beatboxValues}
      form={beatboxForm}
    />
  );
}
