import { Group } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../../shared/i18n';
import { IDP_LISTS, type IdpList } from './lists';
import { authenticationMessages } from './messages';
import classes from './AuthenticationTabs.module.css';

/** Links between the authentication settings pages; the current one is marked. */
export function AuthenticationTabs({ current }: { current: IdpList }) {
  const t = useT();
  return (
    <nav aria-label={t(authenticationMessages.tabs)}>
      <Group gap="xs" wrap="wrap">
        {IDP_LISTS.map((list) => (
          <Link
            key={list.path}
            href={`~/security/${list.route}`}
            className={`mantine-focus-auto ${classes.tab}`}
            aria-current={list === current ? 'page' : undefined}
          >
            {t(list.title)}
          </Link>
        ))}
      </Group>
    </nav>
  );
}
