import { Link } from 'wouter';
import { useT } from '../../../../shared/i18n';
import { tableCellClasses as classes } from '../../../../shared/ui/table';
import { heartbeatPaths, type FlowHost } from '../../paths';
import { edgeMessages as m } from '../messages';

interface EdgeFlowLinksProps {
  host: FlowHost;
  flowIds: readonly string[];
  query: string;
  /** Links shown; the rest are counted. All when not given. */
  shown?: number;
}

/** The flows a beatbox or an agent runs, each a link to the flow as that host runs it. */
export function EdgeFlowLinks({ host, flowIds, query, shown }: EdgeFlowLinksProps) {
  const t = useT();
  if (flowIds.length === 0) return <p className={classes.text}>{t(m.noFlows)}</p>;
  const visible = shown === undefined ? flowIds : flowIds.slice(0, shown);
  const rest = flowIds.length - visible.length;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 8, rowGap: 4 }}>
      {visible.map((flowId) => (
        <Link
          key={flowId}
          href={heartbeatPaths.flow(flowId, 'overview', query, host)}
          className={`mantine-focus-auto ${classes.link}`}
        >
          {flowId}
        </Link>
      ))}
      {rest > 0 && <span className={classes.text}>{t(m.moreFlows, { count: rest })}</span>}
    </span>
  );
}
