import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UsagePointDetail } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { dateIntervalText } from './dateInterval';
import { usagePointMessages as m } from './detailMessages';
import { usagePointFieldMessages } from './fieldMessages';

type Value = string | number | boolean | null;

/** A field's name in words, its code (mrId) small beside it; a code without words as it is. */
function FieldName({ code }: { code: string }) {
  const { t } = useI18n();
  const message = Object.hasOwn(usagePointFieldMessages, code)
    ? usagePointFieldMessages[code]
    : undefined;
  if (!message) return code;
  return (
    <>
      {t(message)}{' '}
      <Text span size="xs" c="dimmed" fw="normal">
        {code}
      </Text>
    </>
  );
}

function Fields({ title, fields }: { title: string; fields: [string, Value][] }) {
  const { t, formatNumber } = useI18n();
  const shown = (value: Value): ReactNode => {
    if (typeof value === 'boolean') return t(value ? m.yes : m.no);
    if (typeof value === 'number') return formatNumber(value);
    return value === null || value === '' ? '–' : value;
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false} fz="sm">
        <Table.Tbody>
          {fields.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w="45%">
                <FieldName code={name} />
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The usage point's fields, channels, meter, multipliers and location (spec 3.5). */
export function DetailsTab({ usagePoint: u }: { usagePoint: UsagePointDetail }) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const d = u.endDevice;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Fields
          title={t(m.details)}
          fields={[
            ['mrId', u.mrId],
            ['phaseCode', u.phaseCode],
            ['ratedCurrent', u.ratedCurrent],
            ['ratedVoltage', u.ratedVoltage],
            ['serviceCategory', u.serviceCategory],
            ['usagePointType', u.usagePointType],
            ['virtual', u.virtual],
            ['amiBillingReady', u.amiBillingReady],
            ['flags', u.flags.join(', ')],
          ]}
        />
        <Fields
          title={t(m.location)}
          fields={[
            ['address', u.location.address],
            [
              'coordinates',
              `${u.location.coordinates.latitude}, ${u.location.coordinates.longitude}`,
            ],
            ['coordinateSystem', u.location.coordinateSystem],
            ['direction', u.location.direction],
            ['geoInfoReference', u.location.geoInfoReference],
            ['timeZone', u.location.timeZone],
          ]}
        />
        <Fields
          title={t(m.meter)}
          fields={[
            ['mrId', d.mrId],
            ['serialNumber', d.serialNumber],
            ['manufacturer', d.manufacturer],
            ['modelNumber', d.modelNumber],
            ['modelVersion', d.modelVersion],
            ['amrSystem', d.amrSystem],
            ['capability', d.capability],
            ['category', d.category],
            ['communication', d.communication],
            ['electricMetering', d.electricMetering],
            ['isSolidState', d.isSolidState],
            ['isVirtual', d.isVirtual],
            ['onRequestRead', d.onRequestRead],
            ['outageHistory', d.outageHistory],
            ['phaseCount', d.phaseCount],
            ['ratedCurrent', d.ratedCurrent],
            ['ratedVoltage', d.ratedVoltage],
            ['status', d.status],
            ['textMessage', d.textMessage],
            ['type', d.type],
          ]}
        />
        <Stack gap="md">
          <Fields
            title={t(m.multipliers)}
            fields={u.multipliers.map((x): [string, Value] => [`${x.type} (${x.id})`, x.value])}
          />
          {u.channels.map((c) => (
            <Fields
              key={c.channelId}
              title={`${t(m.channels)}: ${c.name}`}
              fields={[
                ['mrId', c.mrId],
                ['kind', c.kind],
                ['readingTypeRef', c.readingTypeRef],
                ['isVirtual', c.isVirtual],
                ['dateInterval', dateIntervalText(c.dateInterval, i18n)],
                ['value', c.value === null ? null : t(m.kwh, { value: formatNumber(c.value) })],
              ]}
            />
          ))}
        </Stack>
      </SimpleGrid>
      {u.channels.length === 0 && <Text size="sm">{t(m.none)}</Text>}
    </Stack>
  );
}
