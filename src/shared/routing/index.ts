export {
  paths,
  carriedQuery,
  withOrganization,
  ORGANIZATION_PARAM,
  CARRIED_QUERY_PARAMS,
} from './paths';
