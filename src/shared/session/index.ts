export { sessionKeys } from './keys';
export { sessionQueries } from './queries';
export { ConsoleSessionContext, useConsoleSession, type ConsoleSession } from './context';
export {
  enterOrganizationScope,
  organizationScoped,
  type OrganizationScope,
} from './organizationScope';
