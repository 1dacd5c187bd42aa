/**
 * The server's CRUD route kit: declare a resource of an organization once (`CrudResource`)
 * and `crudRoutes` makes its list, get, create, update and delete routes, each change audited
 * in its transaction.
 */
export { crudRoutes } from './routes';
export { listQuery, pageOf } from './page';
export { deleteByIdsBody, pageAnswer, pageQuery } from './schemas';
export type * from './resource';
