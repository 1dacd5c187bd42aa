import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** The resources page and a resource's revisions (spec 2.4). */
export const resourceMessages = defineMessages({
  heading: { id: 'heartbeat.resources.heading', defaultMessage: 'Resources' },
  intro: {
    id: 'heartbeat.resources.intro',
    defaultMessage:
      'What your flows run on: specs and schemas with their revisions, secrets and lookup tables.',
  },
  tabs: { id: 'heartbeat.resources.tabs', defaultMessage: 'Kinds of resource' },
  resourcesTab: { id: 'heartbeat.resources.resourcesTab', defaultMessage: 'Resources' },
  secretsTab: { id: 'heartbeat.resources.secretsTab', defaultMessage: 'Secrets' },
  lookupTablesTab: { id: 'heartbeat.resources.lookupTablesTab', defaultMessage: 'Lookup tables' },
  table: { id: 'heartbeat.resources.table', defaultMessage: 'Resources' },
  empty: { id: 'heartbeat.resources.empty', defaultMessage: 'No resources match.' },
  id: { id: 'heartbeat.resources.id', defaultMessage: 'ID' },
  type: { id: 'heartbeat.resources.type', defaultMessage: 'Type' },
  allTypes: { id: 'heartbeat.resources.allTypes', defaultMessage: 'All types' },
  search: { id: 'heartbeat.resources.search', defaultMessage: 'Search by ID or description' },
  revision: { id: 'heartbeat.resources.revision', defaultMessage: 'Revision' },
  revisionOf: {
    id: 'heartbeat.resources.revisionOf',
    defaultMessage: 'Revision {revision} of {latest}',
  },
  shortDescription: {
    id: 'heartbeat.resources.shortDescription',
    defaultMessage: 'Short description',
  },
  description: { id: 'heartbeat.resources.description', defaultMessage: 'Full description' },
  changeComment: { id: 'heartbeat.resources.changeComment', defaultMessage: 'Change comment' },
  content: { id: 'heartbeat.resources.content', defaultMessage: 'Content' },
  created: { id: 'heartbeat.resources.created', defaultMessage: 'Created' },
  updated: { id: 'heartbeat.resources.updated', defaultMessage: 'Updated' },
  revisionCreated: {
    id: 'heartbeat.resources.revisionCreated',
    defaultMessage: 'This revision',
  },
  atBy: { id: 'heartbeat.resources.atBy', defaultMessage: '{time} by {user}' },
  bySystem: { id: 'heartbeat.resources.bySystem', defaultMessage: '{time} by the system' },
  create: { id: 'heartbeat.resources.create', defaultMessage: 'New resource' },
  createTitle: { id: 'heartbeat.resources.createTitle', defaultMessage: 'New resource' },
  idTaken: {
    id: 'heartbeat.resources.idTaken',
    defaultMessage: 'There is an existing resource of this type with the same id',
  },
  idRule: {
    id: 'heartbeat.resources.idRule',
    defaultMessage:
      'Use letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  },
  required: fieldMessages.required,
  fetchFailed: {
    id: 'heartbeat.resources.fetchFailed',
    defaultMessage: 'Something went wrong when fetching resources',
  },
  createFailed: {
    id: 'heartbeat.resources.createFailed',
    defaultMessage: 'Something went wrong when creating the resource',
  },
  backToList: { id: 'heartbeat.resources.backToList', defaultMessage: 'All resources' },
  notFound: {
    id: 'heartbeat.resources.notFound',
    defaultMessage: 'There is no revision {revision} of the resource {id}.',
  },
  editorLabel: { id: 'heartbeat.resources.editorLabel', defaultMessage: 'Content of {id}' },
  compare: {
    id: 'heartbeat.resources.compare',
    defaultMessage: 'Compare with revision {previous}',
  },
  showContent: { id: 'heartbeat.resources.showContent', defaultMessage: 'Content' },
  view: { id: 'heartbeat.resources.view', defaultMessage: 'View' },
  firstRevision: {
    id: 'heartbeat.resources.firstRevision',
    defaultMessage: 'Revision 1 has no revision before it.',
  },
  diffLabel: {
    id: 'heartbeat.resources.diffLabel',
    defaultMessage: 'Revision {previous} (left) and revision {revision} (right)',
  },
  saveRevision: { id: 'heartbeat.resources.saveRevision', defaultMessage: 'Save as new revision' },
  upload: { id: 'heartbeat.resources.upload', defaultMessage: 'Upload a file' },
  uploaded: {
    id: 'heartbeat.resources.uploaded',
    defaultMessage: 'Uploaded {file}: save it as a new revision.',
  },
  fileTooLarge: fieldMessages.fileTooLarge,
  draftNote: {
    id: 'heartbeat.resources.draftNote',
    defaultMessage: 'Your unsaved changes, made on revision {revision}.',
  },
  discardDraft: { id: 'heartbeat.resources.discardDraft', defaultMessage: 'Discard changes' },
  saveFailed: {
    id: 'heartbeat.resources.saveFailed',
    defaultMessage: 'Something went wrong when editing the resource',
  },
  invalidJson: fieldMessages.invalidFormat,
  deploy: { id: 'heartbeat.resources.deploy', defaultMessage: 'Deploy to the flow server' },
  deployNeedsDeployer: {
    id: 'heartbeat.resources.deployNeedsDeployer',
    defaultMessage: 'Only a Deployer can deploy this flow spec to the flow server.',
  },
  deployTitle: {
    id: 'heartbeat.resources.deployTitle',
    defaultMessage: 'Deploy revision {revision}?',
  },
  deployOverwrites: {
    id: 'heartbeat.resources.deployOverwrites',
    defaultMessage: 'This overwrites the deployed flow {flowId} with revision {revision} of {id}.',
  },
  deployCreates: {
    id: 'heartbeat.resources.deployCreates',
    defaultMessage:
      'No flow {flowId} is deployed: this creates it from revision {revision} of {id}.',
  },
  deployConfirm: { id: 'heartbeat.resources.deployConfirm', defaultMessage: 'Deploy' },
  deployedCreated: {
    id: 'heartbeat.resources.deployedCreated',
    defaultMessage: 'The flow {flowId} was created.',
  },
  deployedUpdated: {
    id: 'heartbeat.resources.deployedUpdated',
    defaultMessage: 'The flow {flowId} was updated to spec version {specVersion}.',
  },
  deployFailed: {
    id: 'heartbeat.resources.deployFailed',
    defaultMessage: 'Something went wrong when deploying the resource',
  },
  openFlow: { id: 'heartbeat.resources.openFlow', defaultMessage: 'Open the flow' },
});
