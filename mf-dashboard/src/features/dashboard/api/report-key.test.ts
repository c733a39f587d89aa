import { liveKeys } from "platform/live/live-keys";
import { reportsKey } from "./report-key";

test("the live channel refreshes the day's figures: the reports sit under the key it invalidates", () => {
  expect(reportsKey("c1")).toEqual(liveKeys.figures("c1"));
});
