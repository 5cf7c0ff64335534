/**
 * Records unhandled promise rejections while a test file runs (the CLI entry would exit on one; the
 * in-process runs would only print a warning). `expectNone` lets pending callbacks run first.
 */
export function watchUnhandledRejections(): { expectNone(): Promise<void> } {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => {
    seen.push(reason);
  };
  beforeAll(() => {
    process.on('unhandledRejection', listener);
  });
  afterAll(() => {
    process.off('unhandledRejection', listener);
  });
  return {
    async expectNone() {
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 10));
      const found = seen.splice(0).map((reason) => String(reason));
      expect(found).toEqual([]);
    },
  };
}
