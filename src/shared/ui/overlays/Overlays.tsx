import { Drawer, Group, Modal, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { commonMessages } from '../messages';

interface OverlayProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize | string;
  children: ReactNode;
}

// Built from parts: the stock header is a <header> element, a second banner landmark.
const headerStyle = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
} as const;

/** A modal dialog named by its title, with a labelled close button. */
export function ModalDialog({ opened, onClose, title, size, children }: OverlayProps) {
  const t = useT();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" style={headerStyle}>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t(commonMessages.close)} />
        </Group>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A drawer from the right, named by its title, with a labelled close button. */
export function SideDrawer({ opened, onClose, title, size, children }: OverlayProps) {
  const t = useT();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={size}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" wrap="nowrap" p="md" style={headerStyle}>
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t(commonMessages.close)} />
        </Group>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
