import { EntityPage } from '../entities/EntityPage';
import { knownClientsKind } from './kind';

/**
 * Known clients (spec 2.4): list, create, edit, and delete the selected ones after a
 * confirmation; a partly failed delete names those it could not delete (spec 8).
 */
export function KnownClientsPage() {
  return <EntityPage kind={knownClientsKind} />;
}
