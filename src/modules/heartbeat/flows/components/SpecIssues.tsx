import { Alert, List, Text } from '@mantine/core';
import { useT, type Translate } from '../../../../shared/i18n';
import { isExclusiveRange, type SpecCheck, type SpecIssue } from '../lib/specDraft';
import { specEditMessages as m } from '../specEditMessages';

function problem(t: Translate, issue: SpecIssue): string {
  switch (issue.kind) {
    case 'required':
      return t(m.required);
    case 'unknown':
      return t(m.unknown);
    case 'type':
      return t(m.type, { expected: issue.expected });
    case 'oneOf':
      return t(m.oneOf, { values: issue.values });
    case 'format':
      return t(m.format);
    case 'tooLong':
      return t(m.tooLong, { max: issue.max });
    case 'tooShort':
      return t(m.tooShort, { min: issue.min });
    case 'range':
      return t(isExclusiveRange(issue.path) ? m.rangeExclusive : m.range, {
        min: issue.min,
        max: issue.max,
      });
    case 'integer':
      return t(m.integer);
    case 'tooMany':
      return t(m.tooMany, { max: issue.max });
    case 'tooFew':
      return t(m.tooFew, { min: issue.min });
    case 'duplicate':
      return t(m.duplicate);
  }
}

/** Where the draft's JSON breaks, or which fields do not fit the schema. */
export function SpecIssues({ result }: { result: SpecCheck }) {
  const t = useT();
  if (result.ok) {
    return (
      <Text size="sm" c="teal" role="status">
        {t(m.valid)}
      </Text>
    );
  }
  return (
    <Alert color="red" role="alert" title={result.syntax ? undefined : t(m.issuesHeading)}>
      {result.syntax ? (
        <Text size="sm" data-testid="spec-syntax-error">
          {t(m.syntax, { line: result.syntax.line, column: result.syntax.column })}
        </Text>
      ) : (
        <List size="sm" data-testid="spec-issues">
          {result.issues.map((issue) => (
            <List.Item key={`${issue.path}:${issue.kind}`}>
              {t(m.issue, { path: issue.path || '/', problem: problem(t, issue) })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
