export * from '../../src/demo/visual-docs.js';
