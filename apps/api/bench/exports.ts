import type { App } from '../src/app.ts';
import { timeExport } from './export.bench.ts';
import { exportHeader, exportLine } from './report.ts';

/** The lists exported whole, as the screen asks (the user's visible columns, the default order). */
const lists = ['trips', 'locations', 'providers'];

/** Each list as CSV and XLSX over real HTTP, the app listening on a port of its own. */
export async function benchExports(app: App, token: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  exportHeader();
  for (const list of lists)
    for (const format of ['csv', 'xlsx'] as const)
      exportLine(list, format, await timeExport(app, token, list, {}, format));
}
