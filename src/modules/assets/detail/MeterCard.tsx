import type { LinkedMeter } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import { FieldList } from './FieldList';
import { assetDetailMessages as m } from './messages';

/** A linked meter: identity, status, registers and channels, start and end. */
export function MeterCard({ meter }: { meter: LinkedMeter }) {
  const { t, formatDateTime } = useI18n();
  const none = t(commonMessages.none);
  return (
    <FieldList
      title={t(m.meterHeading, { mrId: meter.mrId })}
      rows={[
        [t(m.mrId), meter.mrId],
        [t(m.serialNumber), meter.serialNumber],
        [t(m.manufacturer), meter.manufacturer],
        [t(m.model), meter.model],
        [t(m.category), meter.category],
        [t(m.amiSystem), meter.amiSystem],
        [t(m.commodity), meter.commodity],
        [t(m.type), meter.type],
        [t(m.virtual), t(meter.virtual ? commonMessages.yes : commonMessages.no)],
        [
          t(m.status),
          t(m.meterStatus, {
            value: meter.status.value,
            dateTime: formatDateTime(meter.status.dateTime),
          }),
        ],
        [t(m.reason), meter.status.reason ?? none],
        [t(m.remark), meter.status.remark ?? none],
        [
          t(m.registers),
          meter.registers
            .map((r) =>
              t(m.registerText, {
                name: r.name,
                typeRef: r.typeRef,
                channels: r.channels.join(', '),
              }),
            )
            .join('; ') || none,
        ],
        [
          t(m.channels),
          meter.channels
            .map((c) => t(m.channelText, { name: c.name, readingTypeRef: c.readingTypeRef }))
            .join('; ') || none,
        ],
        [t(m.start), formatDateTime(meter.start)],
        [t(m.end), meter.end ? formatDateTime(meter.end) : none],
      ]}
    />
  );
}
