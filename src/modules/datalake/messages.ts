import { defineMessages } from '../../shared/i18n';

/** Names of the module and its pages (menu entries and page titles). */
export const datalakeMessages = defineMessages({
  moduleName: { id: 'datalake.module.name', defaultMessage: 'Data Lake' },
  overviewTitle: { id: 'datalake.overview.title', defaultMessage: 'Overview' },
  graphqlTitle: { id: 'datalake.graphql.title', defaultMessage: 'Data Services' },
  usagePointsTitle: { id: 'datalake.usagePoints.title', defaultMessage: 'Usage points' },
  usagePointTitle: { id: 'datalake.usagePoint.title', defaultMessage: 'Usage point' },
  workflowsTitle: { id: 'datalake.workflows.title', defaultMessage: 'Workflows' },
});
