import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { intlLocaleOf, useI18n } from '../../../../shared/i18n';
import {
  decimalSeparatorOf,
  sheetToCsv,
  sheetToXlsx,
  type SheetRows,
} from '../../../../shared/lib/spreadsheet';
import { saveBlob } from '../../lib/saveBlob';
import { reportingMessages as m } from '../messages';

/**
 * Exports the sheet of what the page shows, as xlsx (the writer loads on the first click)
 * or CSV. Made from the data on screen, so it works offline from the cached report too.
 */
export function ReportExport({ sheet, fileName }: { sheet: () => SheetRows; fileName: string }) {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportXlsx = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(`${fileName}.xlsx`, await sheetToXlsx(sheet(), t(m.sheetName)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = () => {
    const csv = sheetToCsv(sheet(), decimalSeparatorOf(intlLocaleOf(locale)));
    // A byte order mark, so spreadsheet programs read the file as UTF-8.
    saveBlob(`${fileName}.csv`, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  };
  return (
    <Group gap="sm">
      <Button variant="light" loading={busy} onClick={() => void exportXlsx()}>
        {t(m.exportXlsx)}
      </Button>
      <Button variant="light" onClick={exportCsv}>
        {t(m.exportCsv)}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t(m.exportFailed)}
        </Text>
      )}
    </Group>
  );
}
