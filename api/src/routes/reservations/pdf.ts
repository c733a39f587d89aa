import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { placesLeft } from "contracts/domains/reservations/tee-times";
import type { MessageLanguage } from "contracts/errors/messages";
import { formatDate, formatPrice } from "contracts/i18n/format";
import PDFDocument from "pdfkit";
import { pdfCopy } from "./pdf-copy";
import type { PrintedSheet } from "./printed-sheet";

/**
 * Tee sheets and confirmations as PDF, made with pdfkit. Noto Sans KR is embedded (subset to the glyphs used, so
 * a page stays small) because it draws Korean and Vietnamese names as well as Latin; PDF's built-in fonts draw none.
 * Stored text is drawn as text, never read as markup. Drawing takes the CPU for tens of milliseconds, so the API
 * runs these functions in its worker pool (`workers/cpu-worker.ts`), never on the thread that answers requests.
 */

/** The font file (about 6 MB), resolved like a package import from where the API runs (ESM or CommonJS alike). */
export function readPdfFont(): Promise<Buffer> {
  const resolver = createRequire(join(process.cwd(), "index.js"));
  return readFile(resolver.resolve("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf"));
}

function render(font: Buffer, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 40, info: { Producer: "Golf Back-office" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("body", font);
    doc.font("body");
    draw(doc);
    doc.end();
  });
}

export function teeSheetPdf(
  font: Buffer,
  clubName: string,
  sheet: PrintedSheet,
  language: MessageLanguage,
): Promise<Buffer> {
  const words = pdfCopy[language];
  return render(font, (doc) => {
    doc.fontSize(16).text(`${clubName} — ${words.sheetTitle} ${formatDate(sheet.date, language)}`);
    doc.moveDown();
    if (!sheet.scheduled) {
      doc.fontSize(11).text(words.notForSale);
      return;
    }
    doc
      .fontSize(9)
      .text(
        `${words.time} | ${words.course} | ${words.guest} | ${words.players} | ${words.checkedIn} | ${words.paid}`,
      );
    doc.moveDown(0.5);
    for (const course of sheet.courses) {
      for (const time of course.teeTimes) {
        if (time.sale === "notForSale") continue;
        const at = `${time.teeTime} | ${course.name}`;
        // One row per booking with its check-in and payment, then the places still open.
        for (const r of time.reservations) {
          const checkedIn = `${r.checkedIn}/${r.players}`;
          doc.text(
            `${at} | ${r.name} | ${r.players} | ${checkedIn} | ${words.paymentStates[r.paymentState]}`,
          );
        }
        const free = placesLeft(time);
        if (free > 0 || time.reservations.length === 0) {
          doc.text(`${at} | ${words.open} ×${free} | ${time.playersBooked}/${time.capacity} | | `);
        }
      }
    }
  });
}

export function confirmationPdf(
  font: Buffer,
  clubName: string,
  reservation: Reservation,
  language: MessageLanguage,
): Promise<Buffer> {
  const words = pdfCopy[language];
  return render(font, (doc) => {
    doc.fontSize(16).text(`${clubName} — ${words.confirmationTitle}`);
    doc.moveDown();
    doc.fontSize(11);
    const rows: [string, string][] = [
      [words.reference, reservation.reference],
      [words.guest, reservation.name],
      [words.date, `${formatDate(reservation.date, language)} ${reservation.teeTime}`],
      [words.course, reservation.courseName],
      [words.players, String(reservation.players)],
      [words.phone, `+${reservation.phoneCode.replace(/^\+/, "")} ${reservation.phoneNumber}`],
      [words.price, formatPrice(reservation.totalPriceCents, language)],
      [words.status, words.statuses[reservation.status]],
    ];
    for (const [label, value] of rows) doc.text(`${label}: ${value}`);
  });
}
