import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, sheetsUsed, usedMantineStyles } from '../../build/mantineStyles';

const root = path.resolve(import.meta.dirname, '../..');
const coreDir = path.dirname(
  createRequire(path.join(root, 'package.json')).resolve('@mantine/core/styles.css'),
);

describe("the part of Mantine's style sheet the console ships", () => {
  it('reads the names imported from @mantine/core, types and renamings included', () => {
    const names = importedNames([
      "import { Button, type MantineSize, Select as Choice } from '@mantine/core';",
      'import {\n  Stack,\n  Text,\n} from "@mantine/core";',
      "import { useDisclosure } from '@mantine/hooks';",
    ]);
    expect([...names].sort()).toEqual(['Button', 'MantineSize', 'Select', 'Stack', 'Text']);
  });

  it("takes the sheets of a component's inner parts too", () => {
    const sheets = sheetsUsed(path.join(coreDir, 'esm'), new Set(['Select', 'Checkbox']));
    for (const sheet of ['Combobox', 'Input', 'Popover', 'CheckboxIndicator', 'InlineInput']) {
      expect(sheets).toContain(sheet);
    }
    expect(sheets).not.toContain('Slider');
  });

  it("keeps the whole sheet's order and leaves out what the console never runs", () => {
    const whole = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
    const used = usedMantineStyles(root);
    expect(used.length).toBeLessThan(whole.length * 0.7);
    // The global sheets first, as in the whole.
    expect(used.startsWith(readFileSync(path.join(coreDir, 'styles/baseline.css'), 'utf8'))).toBe(
      true,
    );
    const button = whole.indexOf(readFileSync(path.join(coreDir, 'styles/Button.css'), 'utf8'));
    const loader = whole.indexOf(readFileSync(path.join(coreDir, 'styles/Loader.css'), 'utf8'));
    expect(Math.sign(used.indexOf('.m_77c9d27d') - used.indexOf('.m_5ae2e3c'))).toBe(
      Math.sign(button - loader),
    );
  });
});
