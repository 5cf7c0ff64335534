/** What `docs-ci emulator` prints on start: lines a shell can `eval` or a CI step can append to $GITHUB_ENV. */
export function emulatorBanner(emulator: { url: string; apiKey: string }): string[] {
  return [`DOCS_API_URL=${emulator.url}`, `DOCS_API_KEY=${emulator.apiKey}`];
}
