import type { Document } from "bson";
import { filterDocs } from "../engine/filter";
import { type Plan, plan } from "../engine/query";
import type { Doc } from "../engine/values";
import { badValue } from "../errors";
import type { Handler } from "./context";
import { num } from "./context";
import { checkHint } from "./guards";
import { findDocs } from "./read";
import { checkStatements, deleteFields, updateFields } from "./write";

/** The filter each explainable command runs, the collection it runs on, and how many documents it stops at. */
function target(cmd: Document): { coll: string; filter: Doc | undefined; limit: number } {
  const name = Object.keys(cmd)[0];
  switch (name) {
    case "find":
      return { coll: cmd.find, filter: cmd.filter, limit: 0 };
    case "count":
    case "distinct":
      return { coll: cmd[name], filter: cmd.query, limit: 0 };
    case "findAndModify":
      return { coll: cmd.findAndModify, filter: cmd.query, limit: cmd.sort ? 0 : 1 };
    case "aggregate":
      return { coll: cmd.aggregate, filter: cmd.pipeline?.[0]?.$match, limit: 0 };
    case "update": {
      const statement = checkStatements(cmd.updates, "update.updates", updateFields)[0];
      return { coll: cmd.update, filter: statement?.q as Doc, limit: statement?.multi ? 0 : 1 };
    }
    case "delete": {
      const statement = checkStatements(cmd.deletes, "delete.deletes", deleteFields)[0];
      return { coll: cmd.delete, filter: statement?.q as Doc, limit: num(statement?.limit) === 1 ? 1 : 0 };
    }
  }
  throw badValue(`explain does not support the ${name} command here`);
}

/** The stages a find runs above its access stage: the in-memory sort when the index gives no order, skip, limit. */
function findStages(cmd: Document, p: Plan): Doc {
  const skip = num(cmd.skip);
  const limit = Math.abs(num(cmd.limit));
  const sort = cmd.sort as Doc | undefined;
  let stage = p.stage;
  if (sort && Object.keys(sort).length > 0 && !p.sorted)
    stage = {
      stage: "SORT",
      sortPattern: sort,
      memLimit: 104_857_600,
      ...(limit ? { limitAmount: skip + limit } : {}),
      type: "simple",
      inputStage: stage,
    };
  if (skip) stage = { stage: "SKIP", skipAmount: skip, inputStage: stage };
  if (limit) stage = { stage: "LIMIT", limitAmount: limit, inputStage: stage };
  return stage;
}

/**
 * Says how a command finds its documents, by running the same planning the command runs: `_id` (IDHACK), an
 * index scan within bounds (IXSCAN under FETCH, with the bounds it reads), or a collection scan; for a find also
 * the in-memory SORT when the index does not give the order, and SKIP and LIMIT. With the `executionStats` or
 * `allPlansExecution` verbosity (the driver's default) it also reads the documents as the command would, without
 * writing anything, and counts the index keys and documents examined. There is only ever one plan considered.
 */
const explain: Handler = (cmd, { engine, db }) => {
  const inner = cmd.explain as Document;
  const { coll: name, filter, limit } = target(inner);
  const verbosity = cmd.verbosity === undefined ? "allPlansExecution" : String(cmd.verbosity);
  if (!["queryPlanner", "executionStats", "allPlansExecution"].includes(verbosity))
    throw badValue(`verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  const coll = engine.collection(db, String(name));
  const isFind = Object.keys(inner)[0] === "find";
  checkHint(coll, inner.hint);
  const started = performance.now();
  let winningPlan: Doc = { stage: "EOF" };
  let returned = 0;
  let examined = { keys: 0, docs: 0 };
  if (coll) {
    const run = () => {
      if (isFind) {
        const found = findDocs(coll, filter, inner, { plan });
        return { p: found.plan, n: found.docs.length };
      }
      const p = plan(coll, filter, { hint: inner.hint });
      return { p, n: filterDocs(coll, p.docs, p.residual, limit).length };
    };
    if (verbosity === "queryPlanner") {
      const p = plan(coll, filter, { ...(isFind ? { sort: inner.sort } : {}), hint: inner.hint });
      winningPlan = isFind ? findStages(inner, p) : p.stage;
    } else {
      const { p, n } = run();
      winningPlan = isFind ? findStages(inner, p) : p.stage;
      returned = n;
      examined = p.examined;
    }
  }
  const executionStats =
    verbosity === "queryPlanner"
      ? {}
      : {
          executionStats: {
            executionSuccess: true,
            nReturned: returned,
            executionTimeMillis: Math.round(performance.now() - started),
            totalKeysExamined: examined.keys,
            totalDocsExamined: examined.docs,
            executionStages: winningPlan,
            ...(verbosity === "allPlansExecution" ? { allPlansExecution: [] } : {}),
          },
        };
  return {
    explainVersion: "1",
    queryPlanner: {
      namespace: `${db}.${name}`,
      parsedQuery: filter ?? {},
      winningPlan,
      rejectedPlans: [],
    },
    ...executionStats,
    command: inner,
    serverInfo: { host: "127.0.0.1", version: "7.0.0" },
    ok: 1,
  };
};

export const explainCommands: Record<string, Handler> = { explain };
