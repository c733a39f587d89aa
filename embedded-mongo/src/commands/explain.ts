import type { Document } from "bson";
import { plan } from "../engine/query";
import type { Doc } from "../engine/values";
import { badValue } from "../errors";
import type { Handler } from "./context";
import { checkStatements, deleteFields, updateFields } from "./write";

/** The filter each explainable command runs, and the collection it runs on. */
function target(cmd: Document): { coll: string; filter: Doc | undefined } {
  const name = Object.keys(cmd)[0];
  switch (name) {
    case "find":
      return { coll: cmd.find, filter: cmd.filter };
    case "count":
    case "distinct":
      return { coll: cmd[name], filter: cmd.query };
    case "findAndModify":
      return { coll: cmd.findAndModify, filter: cmd.query };
    case "aggregate":
      return { coll: cmd.aggregate, filter: cmd.pipeline?.[0]?.$match };
    case "update":
      return {
        coll: cmd.update,
        filter: checkStatements(cmd.updates, "update.updates", updateFields)[0]?.q as Doc,
      };
    case "delete":
      return {
        coll: cmd.delete,
        filter: checkStatements(cmd.deletes, "delete.deletes", deleteFields)[0]?.q as Doc,
      };
  }
  throw badValue(`explain does not support the ${name} command here`);
}

/** Says how a query would find its documents: by _id, through an index, or by scanning the collection. */
const explain: Handler = (cmd, { engine, db }) => {
  const inner = cmd.explain as Document;
  const { coll: name, filter } = target(inner);
  const coll = engine.collection(db, String(name));
  const chosen = coll ? plan(coll, filter).index : undefined;
  const winningPlan =
    chosen === "_id_"
      ? { stage: "IDHACK" }
      : chosen
        ? { stage: "FETCH", inputStage: { stage: "IXSCAN", indexName: chosen } }
        : { stage: "COLLSCAN" };
  return {
    queryPlanner: { namespace: `${db}.${name}`, parsedQuery: filter ?? {}, winningPlan, rejectedPlans: [] },
    serverInfo: { host: "127.0.0.1", version: "7.0.0" },
    ok: 1,
  };
};

export const explainCommands: Record<string, Handler> = { explain };
