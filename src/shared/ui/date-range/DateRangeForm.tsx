import { Button, Group, NativeSelect, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import {
  PRESET_KINDS,
  PRESET_UNITS,
  presetSelection,
  quickDateSelection,
  type DateRangeSelection,
  type Preset,
  type PresetKind,
  type PresetUnit,
  type ResolvedRange,
} from './dateRange';
import { EndpointEditor } from './EndpointEditor';
import { dateRangeMessages, presetMessages, presetUnitMessages } from './messages';
import { QuickDates } from './QuickDates';
import { describeSelection } from './rangeText';
import { readTimeHistory } from './timeHistory';
import { commonMessages } from '../messages';

function initialKind(selection: DateRangeSelection): PresetKind {
  if (selection.dateOptionIndex !== null) return 'last';
  if (selection.fromDate !== null && selection.toDate !== null) return 'custom';
  if (selection.fromDate !== null) return 'live';
  return 'last';
}

export interface DateRangeFormProps {
  selection: DateRangeSelection;
  range: ResolvedRange;
  onSelect: (selection: DateRangeSelection) => void;
  onClose: () => void;
}

/** The picker's dialog: quick dates, preset ranges and a custom range (loaded when opened). */
export function DateRangeForm({ selection, range, onSelect, onClose }: DateRangeFormProps) {
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
      <Group align="flex-start" gap="lg">
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
