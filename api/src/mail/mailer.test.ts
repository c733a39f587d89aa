import { once } from "node:events";
import { type AddressInfo, createServer, type Server } from "node:net";
import { startEmbeddedMongo } from "embedded-mongo";
import { MongoClient } from "mongodb";
import { OutboxRepository } from "../repositories/outbox-repository";
import { createOutboxMailer, createSmtpMailer } from "./mailer";
import { buildMail } from "./templates";

/** Just enough SMTP to accept one message and keep what was sent. */
function fakeSmtp() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const line = buffer.indexOf("\r\n");
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith("EHLO") || command.startsWith("HELO")) socket.write("250 fake\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, received };
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

test("with SMTP_URL the mail goes out over SMTP with the link", async () => {
  const { server, received } = fakeSmtp();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Golf <no-reply@example.com>");
  const link = "http://localhost:3000/resetpw?token=abc";
  await mailer.send(buildMail("reset", "someone@example.com", link, "vi"));
  server.close();
  expect(received).toHaveLength(1);
  const message = received[0] ?? "";
  expect(message).toContain("To: someone@example.com");
  expect(message).toContain("From: Golf <no-reply@example.com>");
  const body = decodeQuotedPrintable(message);
  expect(body).toContain(`Đặt mật khẩu mới: ${link}`);
  expect(body).toContain(`<a href="${link}">`);
});

test("without SMTP the mail lands in the development outbox with one log line, which holds no link token", async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  const client = await new MongoClient(server.uri, { directConnection: true }).connect();
  try {
    const outbox = new OutboxRepository(client.db("outbox-test"));
    const lines: string[] = [];
    const link = "http://localhost:3000/signup/verify?token=xyz";
    await createOutboxMailer(outbox, (line) => lines.push(line)).send(
      buildMail("verify", "Someone@Example.com", link, "ko"),
    );
    const [mail] = await outbox.findNewest("someone@example.com", 10);
    expect(mail).toMatchObject({ to: "someone@example.com", subject: "이메일 주소를 인증해 주세요", link });
    expect(lines).toEqual([
      `[mail] to=Someone@Example.com subject="이메일 주소를 인증해 주세요" link=http://localhost:3000/signup/verify?…`,
    ]);
    expect(lines.join("\n")).not.toContain("xyz");
  } finally {
    await client.close();
    await server.stop();
  }
});
