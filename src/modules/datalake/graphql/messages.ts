import { defineMessages } from '../../../shared/i18n';

export const graphqlMessages = defineMessages({
  heading: { id: 'datalake.graphql.heading', defaultMessage: 'Data services' },
  intro: {
    id: 'datalake.graphql.intro',
    defaultMessage: 'Query usage points, meters and readings with GraphQL.',
  },
  editor: { id: 'datalake.graphql.editor', defaultMessage: 'Query' },
  run: { id: 'datalake.graphql.run', defaultMessage: 'Run query' },
  result: { id: 'datalake.graphql.result', defaultMessage: 'Result' },
  schema: { id: 'datalake.graphql.schema', defaultMessage: 'Schema' },
  history: { id: 'datalake.graphql.history', defaultMessage: 'Last queries' },
  noHistory: { id: 'datalake.graphql.noHistory', defaultMessage: 'No queries yet.' },
  useAgain: { id: 'datalake.graphql.useAgain', defaultMessage: 'Use query {n}' },
  noResult: { id: 'datalake.graphql.noResult', defaultMessage: 'Run a query to see its result.' },
});
