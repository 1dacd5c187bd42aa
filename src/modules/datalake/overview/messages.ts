import { defineMessages } from '../../../shared/i18n';

export const overviewMessages = defineMessages({
  heading: { id: 'datalake.overview.heading', defaultMessage: 'Data Lake' },
  notebooks: { id: 'datalake.overview.notebooks', defaultMessage: 'Notebooks' },
  notebooksText: {
    id: 'datalake.overview.notebooksText',
    defaultMessage: 'Explore meter data in notebooks.',
  },
  dashboards: { id: 'datalake.overview.dashboards', defaultMessage: 'Dashboards' },
  dashboardsText: {
    id: 'datalake.overview.dashboardsText',
    defaultMessage: 'Build dashboards over the data lake.',
  },
  notConfigured: {
    id: 'datalake.overview.notConfigured',
    defaultMessage: 'Not configured for this organization.',
  },
  open: { id: 'datalake.overview.open', defaultMessage: 'Open' },
  dataServices: { id: 'datalake.overview.dataServices', defaultMessage: 'Data services' },
  dataServicesText: {
    id: 'datalake.overview.dataServicesText',
    defaultMessage: 'Query usage points, meters and readings with GraphQL at {endpoint}.',
  },
  workflowsText: {
    id: 'datalake.overview.workflowsText',
    defaultMessage: '{count, plural, one {# workflow} other {# workflows}} not finished.',
  },
  usagePointsText: {
    id: 'datalake.overview.usagePointsText',
    defaultMessage: '{count, plural, one {# usage point} other {# usage points}}.',
  },
  show: { id: 'datalake.overview.show', defaultMessage: 'Show' },
});
