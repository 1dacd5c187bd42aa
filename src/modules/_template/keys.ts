import { itemKeys } from './items';
import { templateRoot } from './model/keys';

/**
 * Every query key of the module in one place, for tests and tools. The module's code does not
 * read them from here: each slice builds its fragment from the key root (model/keys.ts).
 */
export const templateKeys = {
  ...templateRoot,
  ...itemKeys,
};
