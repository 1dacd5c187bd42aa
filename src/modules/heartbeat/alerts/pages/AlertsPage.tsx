import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useT } from '../../../../shared/i18n';
import { ListPage } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { AlertsTable } from '../components/AlertsTable';
import { alertMessages as m } from '../messages';
import { alertQueries } from '../queries';

/** Alert rules (spec 2.4): the list, each rule's last firing, and the way to a new one. */
export function AlertsPage() {
  const t = useT();
  const { org } = useHeartbeatPage();
  const query = useRangeQuery();
  const rules = useQuery(alertQueries.alertRules(org));
  return (
    <ListPage
      heading={m.heading}
      intro={m.intro}
      action={
        <Button component={Link} href={heartbeatPaths.alertCreate(query)}>
          {t(m.create)}
        </Button>
      }
      list={rules}
      fetchFailed={m.fetchFailed}
      table={(rows) => <AlertsTable rules={rows} query={query} />}
    />
  );
}
