/**
 * Writes the OpenAPI document the app serves to the file named by the first argument (stdout without one), so it
 * can be linted or handed to a client generator without starting a server or a database.
 */
import { writeFileSync } from "node:fs";
import { MongoClient } from "mongodb";
import { basePath, createApp } from "./app";

// Building the document touches no collection, so a client that never connects is enough.
const db = new MongoClient("mongodb://127.0.0.1:1").db("openapi");
const app = createApp({
  db,
  appOrigin: "http://localhost",
  corsOrigins: [],
  isProduction: false,
  logRequests: false,
});
const res = await app.request(`${basePath}/openapi.json`);
const text = `${JSON.stringify(await res.json(), null, 2)}\n`;
const out = process.argv[2];
if (out) writeFileSync(out, text);
else process.stdout.write(text);
