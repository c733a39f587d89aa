import { displayUserName } from "./user-name";

describe("stored user name as shown", () => {
  it("shows plain text as stored and joins a stored first/last name", () => {
    expect(displayUserName("Minji Kim")).toBe("Minji Kim");
    expect(displayUserName(JSON.stringify({ firstName: "Minji", lastName: "Kim" }))).toBe("Minji Kim");
    expect(displayUserName(null)).toBe("");
  });
});
