import { Alert, Button, Code, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Trace } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { saveBlob } from '../../lib/saveBlob';
import { extensionOf, prettyPayload } from '../lib/saveFile';
import { traceQueries, usePayloadFile } from '../queries';
import { payloadMessages } from '../messages';
import { ModalDialog } from '../../../../shared/ui/overlays';

interface PayloadDialogProps {
  org: number;
  /** The traces whose payloads back and next move between. */
  traces: readonly Trace[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The payload dialog (spec 2.4): show, download, get file, back and next. Payloads are not
 * kept offline: one not fetched in this session, and "get file", need the server.
 */
export function PayloadDialog({ org, traces, index, onIndexChange, onClose }: PayloadDialogProps) {
  const t = useT();
  const trace = index === null ? undefined : traces[index];
  const payloadId = trace?.payloadId ?? null;
  const payload = useQuery({
    ...traceQueries.payload(org, payloadId ?? 0),
    enabled: payloadId !== null,
  });
  const file = usePayloadFile(org);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const position = index ?? 0;

  return (
    <ModalDialog
      opened={trace !== undefined}
      onClose={onClose}
      size="xl"
      title={trace ? t(payloadMessages.title, { id: trace.id }) : ''}
    >
      <Stack gap="sm" data-testid="payload-dialog">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(payloadMessages.position, { index: position + 1, count: traces.length })}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={position <= 0}
              onClick={() => onIndexChange(position - 1)}
            >
              {t(payloadMessages.back)}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={position >= traces.length - 1}
              onClick={() => onIndexChange(position + 1)}
            >
              {t(payloadMessages.next)}
            </Button>
          </Group>
        </Group>
        {payload.isError && (
          <Alert color="red" role="alert">
            {t(payloadMessages.fetchFailed)}
          </Alert>
        )}
        {payload.isPending && payloadId !== null && !needsServer.disabled && (
          <Skeleton height={200} />
        )}
        {payload.data?.bytes && (
          <Text size="sm" data-testid="payload-binary">
            {t(payloadMessages.binary, { size: payload.data.bytes.size })}
          </Text>
        )}
        {payload.data && !payload.data.bytes && (
          <ScrollArea.Autosize mah="55vh" type="auto">
            <Code block tabIndex={0} data-testid="payload-content">
              {prettyPayload(payload.data.text, payload.data.contentType)}
            </Code>
          </ScrollArea.Autosize>
        )}
        {file.isError && (
          <Alert color="red" role="alert">
            {t(payloadMessages.fetchFailed)}
          </Alert>
        )}
        <NeedsServerNote id={noteId} />
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={!payload.data}
            onClick={() => {
              if (!payload.data || payloadId === null) return;
              saveBlob(
                `payload-${payloadId}.${extensionOf(payload.data.contentType)}`,
                payload.data.bytes ??
                  new Blob([payload.data.text], { type: payload.data.contentType }),
              );
            }}
          >
            {t(payloadMessages.download)}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={needsServer.disabled || payloadId === null}
            aria-describedby={needsServer['aria-describedby']}
            loading={file.isPending}
            onClick={() => {
              if (payloadId === null) return;
              file.mutate(payloadId, {
                onSuccess: (result) =>
                  saveBlob(
                    result.fileName ?? `payload-${payloadId}.${extensionOf(result.contentType)}`,
                    result.bytes ?? new Blob([result.text], { type: result.contentType }),
                  ),
              });
            }}
          >
            {t(payloadMessages.getFile)}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
