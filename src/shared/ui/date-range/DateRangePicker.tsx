import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Popover,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useI18n, type Translator } from '../../i18n';
import {
  formatRangeDate,
  PRESET_KINDS,
  PRESET_UNITS,
  presetSelection,
  QUICK_DATE_KEYS,
  quickDateSelection,
  resolveSelection,
  type DateRangeSelection,
  type Preset,
  type PresetKind,
  type PresetUnit,
  type ResolvedRange,
} from './dateRange';
import { EndpointEditor } from './EndpointEditor';
import {
  dateRangeMessages,
  presetMessages,
  presetUnitMessages,
  quickDateMessages,
} from './messages';
import { QuickDates } from './QuickDates';
import { readTimeHistory } from './timeHistory';
import { commonMessages } from '../messages';

type Clock = Pick<Translator, 't' | 'timeZone'>;

/** The two ends of a range as the picker shows them: year.month.day @ hh:mm:ss, in the zone. */
export function rangeText(
  { t, timeZone }: Clock,
  selection: DateRangeSelection,
  range: ResolvedRange,
) {
  const from = formatRangeDate(range.fromDate, timeZone);
  if (selection.toDate === null && selection.dateOptionIndex === null) {
    return t(dateRangeMessages.liveValue, { from });
  }
  return t(dateRangeMessages.value, { from, to: formatRangeDate(range.toDate, timeZone) });
}

/** How a remembered selection reads: a quick date by its name, otherwise its two ends. */
export function describeSelection(clock: Clock, selection: DateRangeSelection, now = Date.now()) {
  const index = selection.dateOptionIndex;
  const key = index === null ? undefined : QUICK_DATE_KEYS[index];
  if (key) return clock.t(quickDateMessages[key]);
  return rangeText(clock, selection, resolveSelection(selection, now, clock.timeZone));
}

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
      <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-end" shadow="md">
        <Popover.Target>
          <Button
            variant="default"
            onClick={() => setOpened((open) => !open)}
            aria-label={t(dateRangeMessages.open, { range: text })}
            aria-describedby={zoneId}
            aria-expanded={opened}
            data-testid="date-range-button"
          >
            {text}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={t(dateRangeMessages.dialog)}>
          {opened && (
            <DateRangeForm
              selection={selection}
              range={range}
              onSelect={onSelect}
              onClose={() => setOpened(false)}
            />
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

function initialKind(selection: DateRangeSelection): PresetKind {
  if (selection.dateOptionIndex !== null) return 'last';
  if (selection.fromDate !== null && selection.toDate !== null) return 'custom';
  if (selection.fromDate !== null) return 'live';
  return 'last';
}

interface DateRangeFormProps extends DateRangePickerProps {
  onClose: () => void;
}

function DateRangeForm({ selection, range, onSelect, onClose }: DateRangeFormProps) {
  const i18n = useI18n();
  const { t, timeZone } = i18n;
  const formId = useId();
  const [opened] = useState(() => Date.now());
  const [kind, setKind] = useState<PresetKind>(() => initialKind(selection));
  const [amount, setAmount] = useState<number | string>(24);
  const [unit, setUnit] = useState<PresetUnit>('hours');
  const [edited, setEdited] = useState<'start' | 'end'>('end');
  const [draft, setDraft] = useState<ResolvedRange>(range);
  const [valid, setValid] = useState(true);
  const [history] = useState(readTimeHistory);

  const apply = (next: DateRangeSelection | null) => {
    if (!next) return;
    onSelect(next);
    onClose();
  };
  const preset = (): Preset => {
    if (kind === 'last') return { kind, amount: Number(amount), unit };
    if (kind === 'custom') return { kind, ...draft };
    if (kind === 'live') return { kind, fromDate: draft.fromDate };
    return { kind };
  };
  const editorEnd = kind === 'live' ? 'start' : edited;
  const editorOther =
    kind === 'live' ? opened : editorEnd === 'start' ? draft.toDate : draft.fromDate;
  const amountValid = Number.isInteger(Number(amount)) && Number(amount) >= 1;
  const canApply =
    kind === 'last' ? amountValid : kind === 'custom' || kind === 'live' ? valid : true;

  return (
    <form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply) apply(presetSelection(preset(), Date.now(), timeZone));
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <QuickDates
          selectedIndex={selection.dateOptionIndex}
          onPick={(index) => apply(quickDateSelection(index, Date.now(), timeZone))}
        />
        <Stack gap="xs" w={260}>
          <NativeSelect
            label={t(dateRangeMessages.range)}
            value={kind}
            data={PRESET_KINDS.map((value) => ({ value, label: t(presetMessages[value]) }))}
            onChange={(event) => {
              setKind(event.currentTarget.value as PresetKind);
              setValid(true);
            }}
          />
          {kind === 'last' && (
            <Group grow gap="xs" align="flex-start">
              <NumberInput
                label={t(dateRangeMessages.amount)}
                value={amount}
                onChange={setAmount}
                min={1}
                allowDecimal={false}
                allowNegative={false}
              />
              <NativeSelect
                label={t(dateRangeMessages.unit)}
                value={unit}
                data={PRESET_UNITS.map((value) => ({ value, label: t(presetUnitMessages[value]) }))}
                onChange={(event) => setUnit(event.currentTarget.value as PresetUnit)}
              />
            </Group>
          )}
          {kind === 'custom' && (
            <SegmentedControl
              aria-label={t(dateRangeMessages.editedEnd)}
              value={edited}
              onChange={(value) => setEdited(value === 'start' ? 'start' : 'end')}
              data={[
                { value: 'start', label: t(dateRangeMessages.start) },
                { value: 'end', label: t(dateRangeMessages.end) },
              ]}
            />
          )}
          {(kind === 'custom' || kind === 'live') && (
            <EndpointEditor
              key={`${kind}-${editorEnd}`}
              edited={editorEnd}
              value={editorEnd === 'start' ? draft.fromDate : draft.toDate}
              other={editorOther}
              onChange={(value) => {
                setValid(value !== null);
                if (value === null) return;
                setDraft((current) =>
                  editorEnd === 'start'
                    ? { ...current, fromDate: value }
                    : { ...current, toDate: value },
                );
              }}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              {t(commonMessages.cancel)}
            </Button>
            <Button type="submit" size="xs" disabled={!canApply}>
              {t(dateRangeMessages.apply)}
            </Button>
          </Group>
          {history.length > 0 && (
            <NativeSelect
              label={t(dateRangeMessages.history)}
              value=""
              data={[
                { value: '', label: t(dateRangeMessages.historyPlaceholder), disabled: true },
                ...history.map((entry, index) => ({
                  value: String(index),
                  label: describeSelection(i18n, entry),
                })),
              ]}
              onChange={(event) => apply(history[Number(event.currentTarget.value)] ?? null)}
            />
          )}
        </Stack>
      </Group>
    </form>
  );
}
