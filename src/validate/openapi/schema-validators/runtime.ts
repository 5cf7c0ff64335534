/** What the generated schema validators need at run time: ajv's deep equality and its format checks. */
import equal from 'fast-deep-equal';
export { fullFormats } from 'ajv-formats/dist/formats.js';
export { equal };
