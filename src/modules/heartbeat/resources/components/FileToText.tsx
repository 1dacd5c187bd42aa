import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { RESOURCE_CONTENT_MAX } from '../../../../shared/contracts';
import { useT, type Message } from '../../../../shared/i18n';
import { resourceMessages as m } from '../messages';

/** Reads a chosen file as text (up to the content limit) and hands it over. */
export function FileToText({
  onText,
  label = m.upload,
  accept,
}: {
  onText: (text: string, fileName: string) => void;
  label?: Message;
  accept?: string;
}) {
  const t = useT();
  const [status, setStatus] = useState<string | null>(null);
  const read = (file: File | null) => {
    if (!file) return;
    if (file.size > RESOURCE_CONTENT_MAX * 4) {
      setStatus(t(m.fileTooLarge));
      return;
    }
    void file.text().then((text) => {
      if (text.length > RESOURCE_CONTENT_MAX) {
        setStatus(t(m.fileTooLarge));
        return;
      }
      setStatus(null);
      onText(text, file.name);
    });
  };
  return (
    <Group gap="sm">
      <FileButton onChange={read} accept={accept}>
        {(props) => (
          <Button variant="default" {...props}>
            {t(label)}
          </Button>
        )}
      </FileButton>
      {status && (
        <Text size="sm" c="red" role="alert">
          {status}
        </Text>
      )}
    </Group>
  );
}
