import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import type { AlertRule } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  fixedText,
  ListTable,
  tableCellClasses as classes,
  useCompactTime,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';
import { alertMessages as m } from '../messages';
import { useRuleText } from './useRuleText';

const alertKey = (rule: AlertRule) => rule.alertId;

/** The rules, virtualised; on a phone the rule and last triggered stay, the rest in details. */
export function AlertsTable({ rules, query }: { rules: readonly AlertRule[]; query: string }) {
  const t = useT();
  const tableTime = useCompactTime();
  const ruleText = useRuleText();
  const rowLabel = useCallback((rule: AlertRule) => ruleText(rule), [ruleText]);
  const columns = useMemo<VirtualColumn<AlertRule>[]>(
    () => [
      {
        key: 'rule',
        header: t(m.rule),
        minWidth: 220,
        grow: 1,
        // The kit's plain link: a row renders no Mantine component.
        render: (rule) => (
          <Link
            href={heartbeatPaths.alertEdit(rule.alertId, query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {ruleText(rule)}
          </Link>
        ),
      },
      {
        key: 'lastTriggered',
        header: t(m.lastTriggered),
        minWidth: 150,
        render: (rule) =>
          rule.lastTriggered ? tableTime(rule.lastTriggered) : fixedText(t, m.never),
      },
      {
        key: 'flows',
        header: t(m.flows),
        minWidth: 180,
        priority: 'high',
        render: (rule) => rule.flowIds.join(', '),
      },
      {
        key: 'recipients',
        header: t(m.recipients),
        minWidth: 200,
        priority: 'low',
        render: (rule) => rule.recipients.join(', '),
      },
      {
        key: 'updated',
        header: t(m.updated),
        minWidth: 150,
        priority: 'low',
        render: (rule) => tableTime(rule.updated),
      },
    ],
    [t, tableTime, ruleText, query],
  );
  return (
    <ListTable
      texts={m}
      rows={rules}
      columns={columns}
      rowKey={alertKey}
      rowLabel={rowLabel}
      viewportOffset={300}
    />
  );
}
