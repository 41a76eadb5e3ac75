// Helper process for embedded-restart.test.ts: start the cluster, write one row, wait.
import pg from "pg";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";

const db = await startEmbeddedPostgres(process.argv[2] as string);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query("create table survivor (note text)");
await client.query("insert into survivor values ('written before SIGKILL')");
await client.end();
console.log("READY");
setInterval(() => {}, 1000);
