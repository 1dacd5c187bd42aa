import '@mantine/dates/styles.css';
import 'dayjs/locale/da';
import 'dayjs/locale/fr';
import 'dayjs/locale/nb';
import 'dayjs/locale/zh-cn';
import { Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import {
  combineDateAndTime,
  dateFieldOf,
  parseDateField,
  rangeError,
  timeFieldOf,
} from './dateRange';
import { dateRangeMessages, rangeErrorMessages } from './messages';

/** dayjs locale names of the console's locales, for the calendar's month and day names. */
const CALENDAR_LOCALES = { en: 'en', no: 'nb', fr: 'fr', zh: 'zh-cn', dk: 'da' } as const;

interface EndpointEditorProps {
  edited: 'start' | 'end';
  /** The current value of the edited end. */
  value: number;
  /** The other end of the range, for validation and the calendar's limits. */
  other: number;
  /** Called with the new moment, or null while the fields do not make a valid range. */
  onChange: (value: number | null) => void;
}

/**
 * One end of a custom range: a date field (year-month-day), a calendar (today, in that zone,
 * marked) and a 24-hour time field, read in the console's time zone. An invalid date is ignored: the range keeps its last
 * valid value.
 */
export function EndpointEditor({ edited, value, other, onChange }: EndpointEditorProps) {
  const { t, locale, timeZone } = useI18n();
  const [dateText, setDateText] = useState(() => dateFieldOf(value, timeZone));
  const [timeText, setTimeText] = useState(() => timeFieldOf(value, timeZone));
  // Today in the console's zone when the editor opened: the calendar's own is the browser's.
  const [today] = useState(() => dateFieldOf(Date.now(), timeZone));
  const moment = combineDateAndTime(dateText, timeText, timeZone);
  const error =
    moment === null
      ? 'invalid'
      : edited === 'start'
        ? rangeError(moment, other, 'start')
        : rangeError(other, moment, 'end');

  function update(nextDate: string, nextTime: string) {
    setDateText(nextDate);
    setTimeText(nextTime);
    const next = combineDateAndTime(nextDate, nextTime, timeZone);
    const invalid =
      next === null ||
      (edited === 'start' ? rangeError(next, other, 'start') : rangeError(other, next, 'end'));
    onChange(invalid ? null : next);
  }

  const isStart = edited === 'start';
  const otherDay = dateFieldOf(other, timeZone);
  const errorText = error ? t(rangeErrorMessages[error]) : undefined;
  const dateError = error === 'invalid' && !parseDateField(dateText) ? errorText : undefined;
  return (
    <Stack gap="xs">
      <TextInput
        label={t(isStart ? dateRangeMessages.startingDate : dateRangeMessages.endingDate)}
        placeholder={t(dateRangeMessages.datePlaceholder)}
        value={dateText}
        onChange={(event) => update(event.currentTarget.value, timeText)}
        error={dateError ?? (error && error !== 'invalid' ? errorText : undefined)}
        autoComplete="off"
      />
      <DatePicker
        aria-label={t(dateRangeMessages.calendar)}
        locale={CALENDAR_LOCALES[locale]}
        firstDayOfWeek={1}
        value={parseDateField(dateText) ? dateText : null}
        defaultDate={parseDateField(dateText) ? dateText : otherDay}
        minDate={isStart ? undefined : otherDay}
        maxDate={isStart ? otherDay : undefined}
        onChange={(day) => {
          if (day) update(day, timeText);
        }}
        getDayProps={(day) =>
          day === today ? { 'aria-current': 'date', td: 'underline', fw: 700 } : {}
        }
        size="xs"
      />
      <TextInput
        label={t(isStart ? dateRangeMessages.startingTime : dateRangeMessages.endingTime)}
        placeholder={t(dateRangeMessages.timePlaceholder)}
        value={timeText}
        onChange={(event) => update(dateText, event.currentTarget.value)}
        error={error === 'invalid' && parseDateField(dateText) ? errorText : undefined}
        autoComplete="off"
      />
    </Stack>
  );
}
