import { auditQueriesOf } from '../../../shared/ui/audit';
import { auditKeys } from './keys';

export const auditQueries = auditQueriesOf(auditKeys);
