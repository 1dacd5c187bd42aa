import { ResourcePage } from '../../../../shared/ui/resource';
import { itemsKind } from '../kind';

/**
 * The organization's items: list, create, edit (the form in a drawer), and delete the selected
 * ones after a confirmation. Offline, the last list shows with its age and changes wait.
 */
export function ItemsPage() {
  return <ResourcePage kind={itemsKind} />;
}
