import { Text } from '@mantine/core';
import type { ResourceRevision } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useAtBy } from '../lib/useAtBy';
import { resourceMessages as m } from '../messages';

/** What a revision says about itself and its resource. */
export function RevisionFacts({ revision }: { revision: ResourceRevision }) {
  const t = useT();
  const atBy = useAtBy();
  const facts: [string, string][] = [
    [t(m.shortDescription), revision.shortDescription],
    [t(m.description), revision.description],
    [t(m.changeComment), revision.changeComment],
    [t(m.revisionCreated), atBy(revision.revisionCreated, revision.revisionCreatedByName)],
    [t(m.created), atBy(revision.created, revision.createdByName)],
    [t(m.updated), atBy(revision.updated, revision.updatedByName)],
  ];
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 4 }}>
      {facts.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={500}>
            {name}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
            {value || '–'}
          </Text>
        </div>
      ))}
    </dl>
  );
}
