import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One term of a description list (`dl`): a small dimmed label over its value, which breaks
 * anywhere rather than overflow (ids, long names).
 */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}
