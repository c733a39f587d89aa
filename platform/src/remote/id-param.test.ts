import { useIdParam } from "./id-param";

test("an id in the address counts only when it is a database id", () => {
  expect(useIdParam("?id=64b7f0c2a1b2c3d4e5f60799")).toBe("64b7f0c2a1b2c3d4e5f60799");
  expect(useIdParam("?id=42")).toBeNull();
  expect(useIdParam("")).toBeNull();
  expect(useIdParam("?id=x&club=64b7f0c2a1b2c3d4e5f60799", "club")).toBe("64b7f0c2a1b2c3d4e5f60799");
});
