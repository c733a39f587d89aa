import { formatDate, formatDateTime } from "./format";

describe("dates shown to people", () => {
  it("writes a club date in each language's format, on its own day whatever the zone", () => {
    expect(["en", "ko", "vi"].map((language) => formatDate("2026-11-25", language))).toEqual([
      "Wed, Nov 25, 2026",
      "2026. 11. 25. (수)",
      "Thứ 4, 25/11/2026",
    ]);
  });

  it("writes an instant as that date and a 24-hour time in the zone asked for", () => {
    const instant = "2026-11-24T18:05:00.000Z";
    expect(["en", "ko", "vi"].map((language) => formatDateTime(instant, language, "Asia/Seoul"))).toEqual([
      "Wed, Nov 25, 2026, 03:05",
      "2026. 11. 25. (수) 03:05",
      "03:05 Thứ 4, 25/11/2026",
    ]);
    expect(formatDateTime(instant, "en", "America/New_York")).toBe("Tue, Nov 24, 2026, 13:05");
  });
});
