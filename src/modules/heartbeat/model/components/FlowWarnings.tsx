import { useI18n, type Translator } from '../../../../shared/i18n';
import type { FlowWarning } from '../flowWarnings';
import { warningMessages } from '../messages';
// From their files: the table kit's index would bring the virtual table into the overview.
import classes from '../../../../shared/ui/table/TableCells.module.css';
import { fixedText } from '../../../../shared/ui/table/tableCells';

export function warningText(
  { t, formatPercentage }: Pick<Translator, 't' | 'formatPercentage'>,
  warning: FlowWarning,
): string {
  switch (warning.kind) {
    case 'notUp':
      return fixedText(t, warningMessages.notUp);
    case 'failedMessages':
      return t(warningMessages.failedMessages, {
        count: warning.count,
        percentage: formatPercentage(warning.percentage),
      });
    case 'connectorErrors':
      return t(warningMessages.connectorErrors, { count: warning.count });
  }
}

const NOT_UP_COLOR = { color: 'var(--mantine-color-orange-text)' };
const FAILURE_COLOR = { color: 'var(--mantine-color-red-text)' };

/**
 * The warnings of one flow, in one line. Plain elements with the look of Mantine's Group and
 * Text: the flows list shows this in every row.
 */
export function FlowWarnings({ warnings }: { warnings: readonly FlowWarning[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (warnings.length === 0) {
    return (
      <p className={`${classes.text} ${classes.dimmed}`}>{fixedText(t, warningMessages.none)}</p>
    );
  }
  return (
    <div className={classes.warnings}>
      {warnings.map((warning) => (
        <p
          key={warning.kind}
          className={`${classes.text} ${classes.truncate}`}
          style={warning.kind === 'notUp' ? NOT_UP_COLOR : FAILURE_COLOR}
          data-warning={warning.kind}
        >
          {warningText(i18n, warning)}
        </p>
      ))}
    </div>
  );
}
