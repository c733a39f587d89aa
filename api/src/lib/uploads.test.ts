import { ApiError } from "./api-error";
import { checkUpload, downloadHeaders, sniffType, type UploadRule } from "./uploads";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part)] : part)));

const imageRule: UploadRule = {
  field: "image",
  maxBytes: 64,
  types: ["image/png", "image/jpeg", "image/webp"],
  issues: { tooLarge: "certificate_too_large", wrongType: "certificate_type" },
};

test("the type is told by the first bytes", () => {
  expect(sniffType(bytes("%PDF-1.7"))).toBe("application/pdf");
  expect(sniffType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
  expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
  expect(sniffType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
  expect(sniffType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
  expect(sniffType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
});

test("a later upload reuses the rule: a type outside it, a lie or an oversized file is a 422 on its field", async () => {
  const webp = new File([bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")], "club photo.webp", { type: "image/webp" });
  await expect(checkUpload(webp, imageRule)).resolves.toMatchObject({
    filename: "club_photo.webp",
    contentType: "image/webp",
  });
  const refusals = [
    new File([bytes("%PDF-1.7")], "a.pdf", { type: "application/pdf" }),
    new File([bytes([0xff, 0xd8, 0xff, 0xdb])], "a.png", { type: "image/png" }),
    new File([new Uint8Array(65)], "big.png", { type: "image/png" }),
  ];
  for (const file of refusals) {
    const error = await checkUpload(file, imageRule).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues?.[0]?.path).toBe("image");
  }
});

test("a stored file goes out as a download; a type never checked goes out as plain bytes", () => {
  expect(downloadHeaders({ filename: "page (1).html", contentType: "text/html" })).toMatchObject({
    "Content-Type": "application/octet-stream",
    "Content-Disposition": `attachment; filename="page__1_.html"; filename*=UTF-8''page%20%281%29.html`,
    "X-Content-Type-Options": "nosniff",
  });
});
