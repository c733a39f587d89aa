import { anEmployeeSignUp } from "../../testing/fixtures";
import { type Harness, startHarness, tokenOf } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // The address the duplicate tests find taken.
  await h.insertAccount({ email: "owner@example.com" });
});
afterAll(() => h.stop());

/** `extra` may be anything, a wrong value or an unknown field included: the tests send what a client could. */
const employee = (email: string, extra: Record<string, unknown> = {}) => ({
  ...anEmployeeSignUp({ firstName: "Thu", lastName: "Tran", email }),
  ...extra,
});

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "certificate.pdf", { type: "application/pdf" });

function businessForm(email: string, overrides: Record<string, string | File | null> = {}) {
  const fields: Record<string, string | File | null> = {
    firstName: "Jisoo",
    lastName: "Park",
    email,
    password: "business-pass",
    passwordConfirm: "business-pass",
    companyName: "Green Fairway Ltd.",
    companyPhoneCode: "+82",
    companyPhoneNumber: "0298765432",
    companyAddress: "1 Golf-ro",
    city: "Busan",
    state: "Busan",
    certificate: pdf(),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.append(key, value);
  return form;
}

const accountCount = () => h.db.collection("accounts").countDocuments();

describe("employee sign-up", () => {
  test("creates an unverified account, hashes the password and mails a verification link", async () => {
    const res = await h.call("POST", "/sign-up/employee", { body: employee("Thu@Example.com") });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ result: { email: "thu@example.com" } });
    const stored = await h.db.collection("accounts").findOne({ email: "thu@example.com" });
    expect(stored?.passwordHash).not.toContain("employee-pass");
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.emailVerifiedAt).toBeNull();
    expect(await h.latestLink("thu@example.com")).toMatch(/^http:\/\/localhost:3000\/signup\/verify\?token=/);
  });

  test("duplicate email (any case) → 409 'Email is duplicated', in Korean too", async () => {
    const en = await h.call("POST", "/sign-up/employee", { body: employee("owner@example.com") });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ code: "email_duplicated", message: "Email is duplicated" });
    const ko = await h.call("POST", "/sign-up/employee", { body: employee("OWNER@example.com"), lang: "ko" });
    expect(ko.status).toBe(409);
    expect(ko.body.message).toBe("이미 가입된 이메일입니다.");
  });

  test("password rules: at least 8 letters and a matching confirmation, in English and Vietnamese", async () => {
    const before = await accountCount();
    const short = await h.call("POST", "/sign-up/employee", {
      body: employee("short@example.com", { password: "1234567", passwordConfirm: "1234567" }),
    });
    expect(short.status).toBe(422);
    expect(short.body.issues).toEqual([{ path: "password", message: "Password must be at least 8 letters" }]);
    const mismatch = await h.call("POST", "/sign-up/employee", {
      body: employee("mismatch@example.com", { passwordConfirm: "something-else" }),
      lang: "vi",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.issues).toEqual([
      { path: "passwordConfirm", message: "Mật khẩu xác nhận không khớp" },
    ]);
    expect(mismatch.body.message).toBe("Một số trường không hợp lệ. Vui lòng kiểm tra lại.");
    expect(await accountCount()).toBe(before);
  });

  test("missing fields, wrong types, operators and unknown fields → 422 and nothing written", async () => {
    const before = await accountCount();
    const missing = await h.call("POST", "/sign-up/employee", { body: { email: "x@example.com" } });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([{ path: "firstName", message: "This field is required." }]),
    );
    const typed = await h.call("POST", "/sign-up/employee", {
      body: employee("typed@example.com", { firstName: 42 }),
    });
    expect(typed.status).toBe(422);
    const operator = await h.call("POST", "/sign-up/employee", {
      body: employee("op@example.com", { country: { $gt: "" } }),
    });
    expect(operator.status).toBe(422);
    const extra = await h.call("POST", "/sign-up/employee", {
      body: employee("extra@example.com", { isAdmin: true }),
    });
    expect(extra.status).toBe(422);
    expect(extra.body.issues).toEqual([{ path: "isAdmin", message: "This field is not allowed." }]);
    expect(await accountCount()).toBe(before);
  });

  test("malformed JSON → 400 and oversized body → 413, nothing written", async () => {
    const before = await accountCount();
    const malformed = await h.call("POST", "/sign-up/employee", {
      raw: "{nope",
      contentType: "application/json",
    });
    expect(malformed.status).toBe(400);
    const huge = await h.call("POST", "/sign-up/employee", {
      body: employee("huge@example.com", { country: "x".repeat(50_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await accountCount()).toBe(before);
  });
});

describe("email verification", () => {
  test("the mail follows the request language and carries the link in text and HTML", async () => {
    await h.call("POST", "/sign-up/employee", { body: employee("korean@example.com"), lang: "ko-KR" });
    const res = await h.call("GET", "/dev/outbox?to=korean@example.com");
    const [mail] = res.body.result.list;
    expect(mail.subject).toBe("이메일 주소를 인증해 주세요");
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.link);
  });

  test("the mailed token verifies once; a reused or made-up token fails", async () => {
    await h.call("POST", "/sign-up/employee", { body: employee("verify@example.com") });
    const token = tokenOf(await h.latestLink("verify@example.com"));
    const ok = await h.call("POST", "/sign-up/verify", { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ result: { email: "verify@example.com", verified: true } });
    const again = await h.call("POST", "/sign-up/verify", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: "signup_token_invalid", message: "Signup token verification failed" });
    const made = await h.call("POST", "/sign-up/verify", { body: { token: "made-up" }, lang: "ko" });
    expect(made.body.message).toBe("회원가입 토큰 인증에 실패했습니다.");
    const signIn = await h.call("POST", "/sign-in", {
      body: { email: "verify@example.com", password: "employee-pass" },
    });
    expect(signIn.body.result.gate).toBe("none");
  });

  test("an expired link fails and leaves the address unverified", async () => {
    await h.call("POST", "/sign-up/employee", { body: employee("late@example.com") });
    const token = tokenOf(await h.latestLink("late@example.com"));
    await h.db
      .collection("link_tokens")
      .updateMany({ kind: "email_verification" }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await h.call("POST", "/sign-up/verify", { body: { token }, lang: "vi" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "signup_token_invalid", message: "Xác minh mã đăng ký thất bại" });
    expect((await h.repos.accounts.findByEmail("late@example.com"))?.emailVerifiedAt).toBeNull();
  });

  test("resend mails a new link and retires the old one; a verified or unknown address fails", async () => {
    await h.call("POST", "/sign-up/employee", { body: employee("resend@example.com") });
    const first = tokenOf(await h.latestLink("resend@example.com"));
    const res = await h.call("POST", "/sign-up/resend", { body: { email: "resend@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { message: "The email has been resent." } });
    const second = tokenOf(await h.latestLink("resend@example.com"));
    expect(second).not.toBe(first);
    expect((await h.call("POST", "/sign-up/verify", { body: { token: first } })).status).toBe(400);
    expect((await h.call("POST", "/sign-up/verify", { body: { token: second } })).status).toBe(200);

    const verified = await h.call("POST", "/sign-up/resend", { body: { email: "resend@example.com" } });
    expect(verified.status).toBe(422);
    expect(verified.body).toEqual({ code: "resend_failed", message: "Failed to resend the email." });
    const unknown = await h.call("POST", "/sign-up/resend", {
      body: { email: "ghost@example.com" },
      lang: "vi",
    });
    expect(unknown.body.message).toBe("Không thể gửi lại email.");
  });

  test("resend is throttled per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await h.call("POST", "/sign-up/resend", {
        body: { email: "flood@example.com" },
        address: `10.9.0.${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});

describe("sign-up throttle", () => {
  test("a burst of concurrent sign-ups from one address creates no more than the limit; the rest get 429", async () => {
    const before = await accountCount();
    const address = "10.77.0.1";
    const burst = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        h.call("POST", "/sign-up/employee", {
          body: employee(`burst-${i}@example.com`),
          address,
          lang: "ko",
        }),
      ),
    );
    const created = burst.filter((res) => res.status === 201);
    const throttled = burst.filter((res) => res.status === 429);
    expect(created).toHaveLength(20);
    expect(throttled).toHaveLength(6);
    expect(await accountCount()).toBe(before + 20);
    expect(Number(throttled[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(throttled[0]?.body).toEqual({
      code: "throttled",
      message: "시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    });
    // The business form shares the address's window, and the next address is not affected.
    const business = await h.call("POST", "/sign-up/business", {
      raw: businessForm("burst-biz@example.com"),
      address,
    });
    expect(business.status).toBe(429);
    const other = await h.call("POST", "/sign-up/employee", {
      body: employee("burst-other@example.com"),
      address: "10.77.0.2",
    });
    expect(other.status).toBe(201);
  });

  test("one email is tried at most five times an hour, from any address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await h.call("POST", "/sign-up/employee", {
        body: employee("once@example.com"),
        address: `10.78.0.${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

describe("business sign-up", () => {
  test("stores the company, the certificate in GridFS and a pending client status", async () => {
    const res = await h.call("POST", "/sign-up/business", { raw: businessForm("biz@example.com") });
    expect(res.status).toBe(201);
    const stored = await h.db.collection("accounts").findOne({ email: "biz@example.com" });
    expect(stored).toMatchObject({
      kind: "business",
      status: "pending",
      company: {
        companyName: "Green Fairway Ltd.",
        companyTel: { phoneCode: "+82", phoneNumber: "0298765432" },
        companyAddress: { city: "Busan", state: "Busan", address1: "1 Golf-ro", address2: "" },
      },
    });
    const file = await h.db
      .collection("certificates.files")
      .findOne({ _id: stored?.company.certificateFileId });
    expect(file).toMatchObject({ filename: "certificate.pdf", length: 5 });

    const token = tokenOf(await h.latestLink("biz@example.com"));
    await h.call("POST", "/sign-up/verify", { body: { token } });
    const signIn = await h.call("POST", "/sign-in", {
      body: { email: "biz@example.com", password: "business-pass" },
    });
    expect(signIn.body.result).toMatchObject({ isBusinessOwner: true, gate: "pending_account_verification" });
  });

  test("certificate missing or of the wrong type, phone with letters → 422 and nothing written", async () => {
    const before = await accountCount();
    const noFile = await h.call("POST", "/sign-up/business", {
      raw: businessForm("nofile@example.com", { certificate: null }),
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.issues).toEqual([
      { path: "certificate", message: "Please attach the corporate certificate." },
    ]);
    const exe = new File([new Uint8Array([1, 2, 3])], "virus.exe", { type: "application/x-msdownload" });
    const wrongType = await h.call("POST", "/sign-up/business", {
      raw: businessForm("exe@example.com", { certificate: exe }),
    });
    expect(wrongType.body.issues).toEqual([
      { path: "certificate", message: "The corporate certificate must be a PDF, PNG or JPEG file." },
    ]);
    const phone = await h.call("POST", "/sign-up/business", {
      raw: businessForm("phone@example.com", { companyPhoneNumber: "02-12ab" }),
      lang: "ko",
    });
    expect(phone.body.issues).toEqual([
      { path: "companyPhoneNumber", message: "숫자만 입력할 수 있습니다." },
    ]);
    expect(await accountCount()).toBe(before);
    expect(await h.db.collection("certificates.files").countDocuments({ filename: "virus.exe" })).toBe(0);
  });

  test("a certificate that lies about its type → 422 in the caller's language and nothing stored", async () => {
    const before = {
      accounts: await accountCount(),
      files: await h.db.collection("certificates.files").countDocuments(),
    };
    const page = new File(["<html><script>alert(1)</script></html>"], "certificate.pdf", {
      type: "application/pdf",
    });
    const html = await h.call("POST", "/sign-up/business", {
      raw: businessForm("liar@example.com", { certificate: page }),
      lang: "vi",
    });
    expect(html.status).toBe(422);
    expect(html.body.issues).toEqual([
      {
        path: "certificate",
        message: "Giấy chứng nhận đăng ký doanh nghiệp phải là tệp PDF, PNG hoặc JPEG.",
      },
    ]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const renamed = new File([png], "certificate.pdf", { type: "application/pdf" });
    const mismatch = await h.call("POST", "/sign-up/business", {
      raw: businessForm("mismatch-type@example.com", { certificate: renamed }),
    });
    expect(mismatch.status).toBe(422);
    expect(await accountCount()).toBe(before.accounts);
    expect(await h.db.collection("certificates.files").countDocuments()).toBe(before.files);
  });

  test("the stored certificate's name and type come from the checked content", async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], "../../scan <1>.jpeg", {
      type: "image/jpeg",
    });
    const res = await h.call("POST", "/sign-up/business", {
      raw: businessForm("jpeg@example.com", { certificate: jpeg }),
    });
    expect(res.status).toBe(201);
    const stored = await h.db.collection("accounts").findOne({ email: "jpeg@example.com" });
    const file = await h.db
      .collection("certificates.files")
      .findOne({ _id: stored?.company.certificateFileId });
    expect(file).toMatchObject({ filename: "_.._scan_1_.jpg", metadata: { contentType: "image/jpeg" } });
  });

  test("duplicate email → 409 and the uploaded certificate is not kept", async () => {
    const files = await h.db.collection("certificates.files").countDocuments();
    const res = await h.call("POST", "/sign-up/business", { raw: businessForm("owner@example.com") });
    expect(res.status).toBe(409);
    expect(await h.db.collection("certificates.files").countDocuments()).toBe(files);
  });

  test("a certificate over 5 MB → 4xx", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    const res = await h.call("POST", "/sign-up/business", {
      raw: businessForm("big@example.com", { certificate: big }),
    });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([
      { path: "certificate", message: "The corporate certificate must be 5 MB or smaller." },
    ]);
  });

  test("a form beyond the upload limit → 413 and nothing written", async () => {
    const before = await accountCount();
    const huge = new File([new Uint8Array(7 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" });
    const res = await h.call("POST", "/sign-up/business", {
      raw: businessForm("huge@example.com", { certificate: huge }),
    });
    expect(res.status).toBe(413);
    expect(await accountCount()).toBe(before);
  });
});
