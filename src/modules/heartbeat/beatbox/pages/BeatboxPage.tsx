import { HEARTBEAT_ACTIONS, type Beatbox } from '../../../../shared/contracts';
import type { Translate } from '../../../../shared/i18n';
import { textColumn, type VirtualColumn } from '../../../../shared/ui/table';
import { EdgeHostsPage, edgeMessages as m, orDash } from '../../edges';
import { beatboxForm, beatboxValues } from '../components/BeatboxFields';
import { beatboxMessages } from '../messages';
import { beatboxCalls, beatboxQueries } from '../queries';

const beatboxId = (box: Beatbox) => box.beatboxId;
const noFacts = () => [] as const;

/** The beatboxes' own columns: their server's address and operating system. */
const beatboxColumns = (t: Translate): VirtualColumn<Beatbox>[] => [
  textColumn('ip', t(m.ip), { minWidth: 130, priority: 'high' }, (box) => orDash(box.server.ip)),
  textColumn('os', t(m.os), { minWidth: 150, grow: 1, priority: 'low' }, (box) =>
    orDash(box.server.os),
  ),
];

/** The beatbox overview (spec 2.4): status, server and flows of each beatbox; Deployers. */
export function BeatboxPage() {
  return (
    <EdgeHostsPage
      kind="beatbox"
      texts={beatboxMessages}
      query={beatboxQueries.beatboxes}
      calls={beatboxCalls}
      idOf={beatboxId}
      manage={HEARTBEAT_ACTIONS.manageBeatboxes}
      columns={beatboxColumns}
      facts={noFacts}
      valuesOf={beatboxValues}
      form={beatboxForm}
    />
  );
}
