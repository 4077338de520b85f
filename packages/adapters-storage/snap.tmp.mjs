import { PGlite } from '@electric-sql/pglite';
let t=performance.now();
const db = new PGlite(); await db.waitReady; console.log('fresh', (performance.now()-t).toFixed(0));
await db.exec('create table a(x int); insert into a values (1)');
t=performance.now(); const blob = await db.dumpDataDir('none'); console.log('dump', (performance.now()-t).toFixed(0), blob.size);
await db.close();
t=performance.now(); const db2 = new PGlite({ loadDataDir: blob }); await db2.waitReady; console.log('load', (performance.now()-t).toFixed(0), (await db2.query('select * from a')).rows);
t=performance.now(); const db3 = new PGlite({ loadDataDir: blob }); await db3.waitReady; console.log('load2', (performance.now()-t).toFixed(0));
