import { Group, NativeSelect, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../../shared/i18n';
import { isReportPreset, presetMessages, REPORT_PRESETS } from '../lib/reportSheet';
import { reportingMessages as m } from '../messages';
import { reportingState } from '../state';

/** Preset, flow ID search and the compare period of the report (UI state in valtio). */
export const ReportingFilters = memo(function ReportingFilters() {
  const t = useT();
  const filter = useSnapshot(reportingState);
  return (
    <Group role="search" aria-label={t(m.filters)} align="flex-end" gap="sm">
      <NativeSelect
        label={t(m.preset)}
        value={filter.preset}
        data={REPORT_PRESETS.map((preset) => ({
          value: preset,
          label: t(presetMessages[preset]),
        }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isReportPreset(value)) reportingState.preset = value;
        }}
      />
      <TextInput
        label={t(m.search)}
        placeholder={t(m.searchPlaceholder)}
        type="search"
        w={220}
        value={filter.search}
        onChange={(event) => {
          reportingState.search = event.currentTarget.value;
        }}
      />
      <NativeSelect
        label={t(m.compare)}
        value={filter.compare}
        data={[
          { value: 'previous', label: t(m.comparePrevious) },
          { value: 'chosen', label: t(m.compareChosen) },
        ]}
        onChange={(event) => {
          reportingState.compare = event.currentTarget.value === 'chosen' ? 'chosen' : 'previous';
        }}
      />
      {filter.compare === 'chosen' && (
        <TextInput
          label={t(m.compareStart)}
          description={t(m.compareStartHint)}
          type="date"
          value={filter.compareDate}
          onChange={(event) => {
            reportingState.compareDate = event.currentTarget.value;
          }}
        />
      )}
    </Group>
  );
});
