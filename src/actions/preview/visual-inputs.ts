import { ConfigurationError } from '../../core/errors.js';
import { parseSiteAddress } from '../../core/site-address.js';
import type { VisualImagesMode } from '../../preview/visual-review.js';
import { input } from '../common/inputs.js';

/** The visual review's inputs of the preview action, spread into its schema (inputs.ts). */
export const visualInputNames = [
  'visual',
  'site-url',
  'visual-max-pages',
  'visual-mask',
  'visual-images',
] as const;

export const visualInputs = {
  visual: input.oneOf('visual', ['changed', 'none'], 'changed'),
  'site-url': input.via((text) =>
    text.trim() === ''
      ? undefined
      : parseSiteAddress(text, { what: 'input site-url', wording: 'input' }).href,
  ),
  'visual-max-pages': input.via((text) => {
    const value = text.trim();
    if (value === '') return 10;
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number < 1 || number > 200) {
      throw new ConfigurationError(
        `input visual-max-pages: "${value}" is not a whole number of pages from 1 to 200.`,
      );
    }
    return number;
  }),
  // One selector per line: a selector list may itself hold commas.
  'visual-mask': input.via((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  ),
  'visual-images': input.oneOf<VisualImagesMode>(
    'visual-images',
    ['auto', 'branch', 'artifact', 'none'],
    'auto',
  ),
};
