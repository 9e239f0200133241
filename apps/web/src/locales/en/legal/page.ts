/** What every legal page shows around its document: its version, its date and the contents. */
export const page = {
  version: 'Version {{version}}',
  updated: 'Last updated {{date}}',
  contents: 'Contents',
};
