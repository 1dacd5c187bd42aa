import { useI18n } from '../../../../shared/i18n';
import { resourceMessages as m } from '../messages';

/** "{time} by {user}", or by the system for what the demo seeded. */
export function useAtBy() {
  const { t, formatDateTime } = useI18n();
  return (time: string, user: string | null) =>
    user === null
      ? t(m.bySystem, { time: formatDateTime(time) })
      : t(m.atBy, { time: formatDateTime(time), user });
}
