import { ResourcePage } from '../../../../shared/ui/resource';
import { certificatesKind } from '../kind';

/** CA certificates (spec 2.2 certificates: foundation feature, admins): list, add, edit, delete. */
export function CertificatesPage() {
  return <ResourcePage kind={certificatesKind} />;
}
