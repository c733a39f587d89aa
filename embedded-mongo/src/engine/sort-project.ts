import { badValue } from "../errors";
import type { Collection } from "./collection";
import { compareValues } from "./compare";
import { optionsWith, projectOrder, Query } from "./mingo";
import { type Doc, getPath, isPlainObject, plain, type Variables } from "./values";

/** Sort value of a field: arrays sort by their smallest element ascending and largest descending. */
function sortValue(view: Doc, path: string, dir: number): unknown {
  const v = getPath(view, path);
  if (!Array.isArray(v) || v.length === 0) return v;
  let best = v[0];
  for (const el of v) if (compareValues(el, best) * dir < 0) best = el;
  return best;
}

/** Sorts documents; with `top` > 0 only the first `top` are needed, which a bounded insertion finds faster. */
export function sortDocs(coll: Collection, docs: Doc[], sort: Doc | undefined, top = 0): Doc[] {
  const spec = Object.entries(plain(sort ?? {}) as Doc);
  if (!spec.length) return docs;
  const dirs = spec.map(([field, d]) => {
    const dir = Number(d);
    if (dir !== 1 && dir !== -1) throw badValue(`bad sort specification for ${field}`);
    return [field, dir] as const;
  });
  type Keyed = { doc: Doc; i: number; keys: unknown[] };
  const cmp = (a: Keyed, b: Keyed) => {
    for (let k = 0; k < dirs.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k]) * (dirs[k]?.[1] ?? 1);
      if (c) return c;
    }
    return a.i - b.i;
  };
  const keyed = docs.map((doc, i) => {
    const view = coll.view(doc);
    return { doc, i, keys: dirs.map(([f, dir]) => sortValue(view, f, dir)) };
  });
  if (!top || top * 4 > keyed.length) return keyed.sort(cmp).map((k) => k.doc);
  const best: Keyed[] = [];
  for (const item of keyed) {
    if (best.length === top && cmp(item, best[top - 1] as Keyed) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid] as Keyed, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > top) best.pop();
  }
  return best.map((k) => k.doc);
}

type Tree = { [k: string]: true | Tree };

function pathTree(paths: string[]): Tree {
  const tree: Tree = {};
  for (const p of paths) {
    const parts = p.split(".");
    let node = tree;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if (i === parts.length - 1) node[part] = true;
      else {
        const next = node[part];
        if (next === true) break;
        node = node[part] = next ?? {};
      }
    }
  }
  return tree;
}

function include(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.filter(isPlainObject).map((el) => include(el, tree));
  if (!isPlainObject(value)) return undefined;
  const out: Doc = {};
  for (const k of Object.keys(value)) {
    const t = tree[k];
    if (!t) continue;
    const v = t === true ? value[k] : include(value[k], t);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

function exclude(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((el) => (isPlainObject(el) ? exclude(el, tree) : el));
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const k of Object.keys(value)) {
    const t = tree[k];
    if (t === true) continue;
    out[k] = t ? exclude(value[k], t) : value[k];
  }
  return out;
}

/** Returns a function applying a find projection; plain inclusion/exclusion keeps exact BSON types. */
export function makeProjector(
  coll: Collection,
  projection: Doc | undefined,
  variables?: Variables,
): (doc: Doc) => Doc {
  const spec = plain(projection ?? {}) as Doc;
  const entries = Object.entries(spec);
  if (!entries.length) return (d) => d;
  const simple = entries.every(([, v]) => typeof v === "number" || typeof v === "boolean");
  if (!simple) {
    const q = new Query({}, optionsWith(variables));
    return (doc) => {
      const view = coll.view(doc);
      return projectOrder(q.find([view], spec).next() as Doc, spec, view);
    };
  }
  let idIncluded = true;
  const inc: string[] = [];
  const exc: string[] = [];
  for (const [k, v] of entries) {
    if (k === "_id") idIncluded = Boolean(v);
    else (v ? inc : exc).push(k);
  }
  if (inc.length && exc.length) throw badValue("Cannot do exclusion on a field in inclusion projection");
  // `{_id: 1}` alone is an inclusion projection of _id only; `{_id: 0}` alone excludes it.
  if (inc.length || (!exc.length && idIncluded)) {
    const tree = pathTree(idIncluded ? ["_id", ...inc] : inc);
    return (doc) => include(doc, tree) as Doc;
  }
  const tree = pathTree(idIncluded ? exc : ["_id", ...exc]);
  return (doc) => exclude(doc, tree) as Doc;
}
