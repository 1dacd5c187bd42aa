import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../i18n';
import { QUICK_DATE_KEYS } from './dateRange';
import { dateRangeMessages, quickDateMessages } from './messages';

interface QuickDatesProps {
  selectedIndex: number | null;
  onPick: (index: number) => void;
}

/** The side list of quick dates; the chosen one stays highlighted. */
export function QuickDates({ selectedIndex, onPick }: QuickDatesProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={headingId} miw={150}>
      <Text id={headingId} fw={600} size="sm">
        {t(dateRangeMessages.quickDates)}
      </Text>
      {QUICK_DATE_KEYS.map((key, index) => (
        <Button
          key={key}
          size="xs"
          justify="flex-start"
          variant={selectedIndex === index ? 'filled' : 'subtle'}
          aria-pressed={selectedIndex === index}
          data-quick-date={key}
          onClick={() => onPick(index)}
        >
          {t(quickDateMessages[key])}
        </Button>
      ))}
    </Stack>
  );
}
