// Lets Node run the TypeScript sources directly (type stripping): a relative `./x.js` import
// resolves to `./x.ts` when no .js file exists. Used with `node --import` by the benchmarks and by
// tests that run sources in child processes.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (
        error?.code === 'ERR_MODULE_NOT_FOUND' &&
        /^\.{1,2}\//.test(specifier) &&
        specifier.endsWith('.js')
      ) {
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      }
      throw error;
    }
  },
});
