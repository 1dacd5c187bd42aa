import { Group } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { Certificate } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import {
  CellButton,
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { certificateMessages as m } from '../messages';

interface CertificatesTableProps {
  certificates: readonly Certificate[];
  /** Null offline: changes need the server. */
  onEdit: ((certificate: Certificate) => void) | null;
  onDelete: ((certificate: Certificate) => void) | null;
  onDownload: (certificate: Certificate) => void;
}

const keyOf = (certificate: Certificate) => certificate.certificateId;
const labelOf = (certificate: Certificate) => certificate.name;

/** The organization's CA certificates; on a narrow screen the name and actions stay. */
export const CertificatesTable = memo(function CertificatesTable({
  certificates,
  onEdit,
  onDelete,
  onDownload,
}: CertificatesTableProps) {
  const { t, formatDateTime } = useI18n();
  const columns = useMemo<VirtualColumn<Certificate>[]>(
    () => [
      {
        key: 'name',
        header: t(m.name),
        minWidth: 140,
        grow: 2,
        render: (row) => <p className={`${classes.text} ${classes.truncate}`}>{row.name}</p>,
      },
      {
        key: 'subject',
        header: t(m.subject),
        minWidth: 200,
        grow: 3,
        priority: 'low',
        render: (row) => (
          <p className={`${classes.text} ${classes.truncate}`} title={row.subject}>
            {row.subject}
          </p>
        ),
      },
      {
        key: 'validTo',
        header: t(m.validTo),
        minWidth: 170,
        priority: 'high',
        render: (row) => <p className={classes.text}>{formatDateTime(row.validTo)}</p>,
      },
      {
        key: 'actions',
        header: t(m.actions),
        minWidth: 250,
        render: (row) => (
          <Group gap={4} wrap="nowrap">
            <CellButton label={t(m.download, { name: row.name })} onClick={() => onDownload(row)}>
              {t(m.downloadButton)}
            </CellButton>
            {onEdit && (
              <CellButton label={t(m.edit, { name: row.name })} onClick={() => onEdit(row)}>
                {t(m.editButton)}
              </CellButton>
            )}
            {onDelete && (
              <CellButton
                variant="default"
                label={t(m.remove, { name: row.name })}
                onClick={() => onDelete(row)}
              >
                {t(m.deleteButton)}
              </CellButton>
            )}
          </Group>
        ),
      },
    ],
    [t, formatDateTime, onEdit, onDelete, onDownload],
  );
  return (
    <VirtualTable
      label={t(m.table)}
      rows={certificates}
      columns={columns}
      rowKey={keyOf}
      rowLabel={labelOf}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={t(m.empty)}
    />
  );
});
