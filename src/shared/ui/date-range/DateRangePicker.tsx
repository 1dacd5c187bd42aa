import { Button, Loader, Popover, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useI18n } from '../../i18n';
import type { DateRangeSelection, ResolvedRange } from './dateRange';
import { dateRangeMessages } from './messages';
import { rangeText } from './rangeText';

export { describeSelection, rangeText } from './rangeText';

// The dialog (with the calendar of @mantine/dates and dayjs) is not needed to show a page:
// its code loads when the pointer or the focus comes to the button, or when it opens.
const loadForm = () => import('./DateRangeForm');
const DateRangeForm = lazy(() => loadForm().then((m) => ({ default: m.DateRangeForm })));
const preloadForm = () => void loadForm().catch(() => undefined);

interface DateRangePickerProps {
  selection: DateRangeSelection;
  range: ResolvedRange;
  onSelect: (selection: DateRangeSelection) => void;
}

/** The reused date-range picker (spec 2.4): quick dates, preset ranges and a custom range. */
export function DateRangePicker({ selection, range, onSelect }: DateRangePickerProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const zoneId = useId();
  const [opened, setOpened] = useState(false);
  const text = rangeText(i18n, selection, range);
  return (
    <Stack gap={2} align="flex-end">
      {/* Never larger than the screen's room below the button: on a phone the quick dates go
          above the form, and the dialog scrolls within itself. */}
      <Popover
        opened={opened}
        onChange={setOpened}
        trapFocus
        position="bottom-end"
        shadow="md"
        middlewares={{ flip: true, shift: true, size: { padding: 8 } }}
      >
        <Popover.Target>
          <Button
            variant="default"
            onClick={() => setOpened((open) => !open)}
            aria-label={t(dateRangeMessages.open, { range: text })}
            aria-describedby={zoneId}
            aria-expanded={opened}
            data-testid="date-range-button"
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
          >
            {text}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={t(dateRangeMessages.dialog)} style={{ overflowY: 'auto' }}>
          {opened && (
            <Suspense fallback={<Loader size="sm" aria-label={t(dateRangeMessages.dialog)} />}>
              <DateRangeForm
                selection={selection}
                range={range}
                onSelect={onSelect}
                onClose={() => setOpened(false)}
              />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
      {/* The one zone every time on the page is shown and typed in. */}
      <Text id={zoneId} size="xs" c="dimmed" data-testid="date-range-zone">
        {t(dateRangeMessages.zone, { zone: i18n.timeZone })}
      </Text>
    </Stack>
  );
}
