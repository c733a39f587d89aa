/**
 * An id from the address (`?id=`, `?club=`) when it is a database id, so a reload or a shared link keeps the item an
 * edit or profile screen works on; anything else is no id.
 */
export function useIdParam(search: string, name = "id") {
  const id = new URLSearchParams(search).get(name);
  return id && /^[0-9a-fA-F]{24}$/.test(id) ? id : null;
}
