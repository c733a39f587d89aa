import type { Collection } from "../engine/collection";
import type { Data } from "../engine/data";
import { matching } from "../engine/query";
import { makeProjector, sortDocs } from "../engine/sort-project";
import { applyUpdate, isReplacement, type UpdateSpec, upsertDocument } from "../engine/update";
import type { Variables } from "../engine/values";
import { containsWrapper, type Doc } from "../engine/values";
import { letVariables } from "../engine/variables";
import { failedToParse } from "../errors";
import type { Handler } from "./context";
import { checkHint, checkSize, refuseCollation } from "./guards";

function findTarget(
  data: Data,
  coll: Collection | undefined,
  filter: Doc | undefined,
  sort: Doc | undefined,
  variables: Variables,
): Doc | undefined {
  if (!coll) return undefined;
  if (!sort || !Object.keys(sort).length) return matching(coll, filter, 1, variables, data)[0];
  return sortDocs(coll, matching(coll, filter, 0, variables, data), sort)[0];
}

const findAndModify: Handler = (cmd, { data, db }) => {
  const name = String(cmd.findAndModify ?? cmd.findandmodify);
  refuseCollation(cmd.collation);
  const variables = letVariables("findAndModify", cmd.let);
  const remove = Boolean(cmd.remove);
  const update = cmd.update as UpdateSpec | undefined;
  if (remove && update) throw failedToParse("Cannot specify both an update and remove=true");
  if (!remove && !update) throw failedToParse("Either an update or remove=true must be specified");
  const filter = cmd.query as Doc | undefined;
  const fields = cmd.fields as Doc | undefined;
  const coll = data.collection(db, name);
  checkHint(coll, cmd.hint);
  const target = findTarget(data, coll, filter, cmd.sort as Doc | undefined, variables);
  if (coll && target && remove) {
    data.remove(coll, target);
    return { lastErrorObject: { n: 1 }, value: makeProjector(coll, fields)(target), ok: 1 };
  }
  if (remove) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
  const opts = { arrayFilters: cmd.arrayFilters as Doc[] | undefined, filter, variables };
  if (coll && target) {
    const next = applyUpdate(target, update as UpdateSpec, opts) ?? target;
    if (next !== target) {
      checkSize(next);
      data.replace(coll, target, next, isReplacement(update as UpdateSpec));
    }
    const value = makeProjector(coll, fields)(cmd.new ? next : target);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value, ok: 1 };
  }
  if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const doc = upsertDocument(filter, update as UpdateSpec, opts);
  checkSize(doc);
  const created = data.ensureCollection(db, name);
  data.insert(created, doc, containsWrapper(doc));
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: cmd.new ? makeProjector(created, fields)(doc) : null,
    ok: 1,
  };
};

export const findAndModifyCommands: Record<string, Handler> = { findAndModify, findandmodify: findAndModify };
