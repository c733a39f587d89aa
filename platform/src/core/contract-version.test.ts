import { contractProblem, PLATFORM_CONTRACT_VERSION, satisfiesContract } from "./contract-version";

test("a range holds its major from its minor on", () => {
  expect(satisfiesContract("1.1", "^1.0")).toBe(true);
  expect(satisfiesContract("1.0", "^1.0")).toBe(true);
  expect(satisfiesContract("1.0", "^1.1")).toBe(false);
  expect(satisfiesContract("2.0", "^1.0")).toBe(false);
  expect(satisfiesContract("1.10", "^1.9")).toBe(true);
  expect(satisfiesContract("1.1", "1.0")).toBe(false);
});

test("the problem line names the remote, what it needs and what the shell gives; none when compatible", () => {
  expect(contractProblem("mf-club", "^2.0", "1.1")).toBe(
    "mf-club needs platform contract ^2.0; this shell provides 1.1",
  );
  expect(contractProblem("mf-club", "^1.0", PLATFORM_CONTRACT_VERSION)).toBeNull();
  expect(contractProblem("mf-club", undefined, PLATFORM_CONTRACT_VERSION)).toBeNull();
});
