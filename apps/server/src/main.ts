import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { failInterruptedImports } from './platform/excel/index.js';
import { seedDemoFactory } from './seed/demo-factory.js';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const handle = await openDatabase(config);
await migrateToLatest(handle.db);
const app = await buildApp({ config, db: handle.db });
// Before listening, so no commit of this process has started yet: every COMMITTING job left is a dead one's.
await failInterruptedImports(handle.db, app.log);
if (config.seedDemo) {
  const demo = await seedDemoFactory(handle.db);
  if (demo.created) {
    app.log.info('Demo factory created');
  }
  console.log(
    `\n  Demo login  ->  account: ${demo.loginName}   password: ${demo.password}${demo.created ? '' : ' (unless changed since)'}\n`,
  );
}
await app.listen({ port: config.port, host: config.host });
console.log(
  `  Open http://localhost:${config.port}  (database: ${handle.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}
