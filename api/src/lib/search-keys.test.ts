import { customerSearchKeys, searchPrefix, searchText } from "./search-keys";

const matches = (customer: { name: string; email: string; mobile: string }, q: string) => {
  const prefix = searchPrefix(q);
  return prefix !== "" && customerSearchKeys(customer).some((key) => key.startsWith(prefix));
};

describe("customer search keys", () => {
  const nguyen = { name: "Nguyễn Văn Đức", email: "Duc.Nguyen@Example.com", mobile: "0901234567" };
  const kim = { name: "김민준", email: "minjun@example.kr", mobile: "01012345678" };
  const smith = { name: "Anna  Smith", email: "anna@example.com", mobile: "2125550199" };

  it("compares without case or accents, and keeps Hangul as syllables", () => {
    expect(searchText("  Nguyễn   Văn ĐỨC ")).toBe("nguyen van duc");
    expect(searchText("Lê Thị Hồng")).toBe("le thi hong");
    expect(searchText("김민준")).toBe("김민준");
  });

  it.each([
    [nguyen.name, nguyen, "nguyen"],
    [nguyen.name, nguyen, "NGUYỄN V"],
    [nguyen.name, nguyen, "van"],
    [nguyen.name, nguyen, "van duc"],
    [nguyen.name, nguyen, "đức"],
    [nguyen.name, nguyen, "duc.ng"],
    [nguyen.name, nguyen, "090 123"],
    [nguyen.name, nguyen, "4567"],
    [kim.name, kim, "김"],
    [kim.name, kim, "김민"],
    [kim.name, kim, "민준"],
    [kim.name, kim, "010-1234"],
    [kim.name, kim, "12345678"],
    [kim.name, kim, "5678"],
    [smith.name, smith, "anna smi"],
    [smith.name, smith, "smith"],
    [smith.name, smith, "(212) 555"],
  ])("%s is found by %p", (_name, customer, q) => {
    expect(matches(customer, q)).toBe(true);
  });

  it.each([
    [nguyen.name, nguyen, "guyen"],
    [nguyen.name, nguyen, "example"],
    [kim.name, kim, "준"],
    [kim.name, kim, "2345"],
    [smith.name, smith, "mith"],
    [smith.name, smith, "smith anna"],
    [smith.name, smith, "-"],
  ])("%s is not found by %p, which is inside a word rather than at its start", (_name, customer, q) => {
    expect(matches(customer, q)).toBe(false);
  });
});
