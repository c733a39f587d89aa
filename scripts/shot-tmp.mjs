import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium.mjs";
const base = "http://localhost:35000";
const api = "http://127.0.0.1:35008/api/v1.0";
const browser = await chromium.launch(chromiumLaunchOptions());
const r = (await (await fetch(`${api}/sign-in`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@example.com", password: "golf-demo-2026" }) })).json()).result;
const clubs = (await (await fetch(`${api}/clubs`, { headers: { authorization: `Bearer ${r.signToken}` } })).json()).result.list;
const shots = [["tiers", "/membership-tiers"], ["customers", "/customer-list"]];
for (const [w, h, tag, lng] of [[1440, 900, "wide", "en"], [390, 844, "phone", "ko"]]) {
  for (const [name, path] of shots) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(`${base}/remotes.json`);
    await page.evaluate(({ r, clubId }) => {
      sessionStorage.setItem("signToken", r.signToken);
      sessionStorage.setItem("userName", `${r.userName.firstName} ${r.userName.lastName}`);
      sessionStorage.setItem("userSession", JSON.stringify({ isBusinessOwner: r.isBusinessOwner, isAdmin: r.isAdmin, userPermissions: r.userPermissions }));
      sessionStorage.setItem("clubId", clubId);
    }, { r, clubId: clubs[0].clubId });
    await page.goto(`${base}${path}?lng=${lng}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}-${lng}.png` });
    await page.close();
  }
}
await browser.close();
