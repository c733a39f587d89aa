import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import type { ReservationStatus } from "shared/domains/reservations/rules";
import type { Reservation, TeeSheet } from "shared/domains/reservations/schemas";
import type { MessageLanguage } from "shared/errors/messages";

/**
 * Tee sheets and confirmations as PDF, made with pdfkit. Noto Sans KR is embedded (subset to the glyphs used, so
 * a page stays small) because it draws Korean and Vietnamese names as well as Latin; PDF's built-in fonts draw none.
 */
let font: Buffer | null = null;
/** Read once, on the first PDF; resolved like a package import from where the API runs (ESM or CommonJS alike). */
const fontBytes = () => {
  const resolver = createRequire(join(process.cwd(), "index.js"));
  font ??= readFileSync(
    resolver.resolve("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf"),
  );
  return font;
};

const copy: Record<
  MessageLanguage,
  {
    sheetTitle: string;
    confirmationTitle: string;
    time: string;
    course: string;
    guest: string;
    players: string;
    status: string;
    open: string;
    notForSale: string;
    reference: string;
    date: string;
    phone: string;
    price: string;
    statuses: Record<ReservationStatus, string>;
  }
> = {
  en: {
    sheetTitle: "Tee sheet",
    confirmationTitle: "Reservation confirmation",
    time: "Time",
    course: "Course",
    guest: "Guest",
    players: "Players",
    status: "Status",
    open: "Open Spot",
    notForSale: "Please setting schedule first",
    reference: "Reference",
    date: "Date",
    phone: "Phone",
    price: "Total price",
    statuses: {
      pending: "Pending",
      reserved: "Reserved",
      paid: "Paid",
      cancelPending: "Cancel pending",
      cancelled: "Cancelled",
      noshow: "No-show",
      deleted: "Deleted",
    },
  },
  ko: {
    sheetTitle: "티 시트",
    confirmationTitle: "예약 확인서",
    time: "시간",
    course: "코스",
    guest: "예약자",
    players: "인원",
    status: "상태",
    open: "빈 자리",
    notForSale: "먼저 스케줄을 설정해 주세요",
    reference: "예약 번호",
    date: "날짜",
    phone: "전화번호",
    price: "총 금액",
    statuses: {
      pending: "대기",
      reserved: "예약 완료",
      paid: "결제 완료",
      cancelPending: "취소 대기",
      cancelled: "취소됨",
      noshow: "노쇼",
      deleted: "삭제됨",
    },
  },
  vi: {
    sheetTitle: "Bảng giờ phát bóng",
    confirmationTitle: "Xác nhận đặt sân",
    time: "Giờ",
    course: "Sân",
    guest: "Khách",
    players: "Số người",
    status: "Trạng thái",
    open: "Còn chỗ",
    notForSale: "Vui lòng thiết lập lịch giá trước",
    reference: "Mã đặt sân",
    date: "Ngày",
    phone: "Điện thoại",
    price: "Tổng giá",
    statuses: {
      pending: "Chờ xử lý",
      reserved: "Đã đặt",
      paid: "Đã thanh toán",
      cancelPending: "Chờ hủy",
      cancelled: "Đã hủy",
      noshow: "Không đến",
      deleted: "Đã xóa",
    },
  },
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 40, info: { Producer: "Golf Back-office" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("body", fontBytes());
    doc.font("body");
    draw(doc);
    doc.end();
  });
}

export function teeSheetPdf(clubName: string, sheet: TeeSheet, language: MessageLanguage): Promise<Buffer> {
  const words = copy[language];
  return render((doc) => {
    doc.fontSize(16).text(`${clubName} — ${words.sheetTitle} ${sheet.date}`);
    doc.moveDown();
    if (!sheet.scheduled) {
      doc.fontSize(11).text(words.notForSale);
      return;
    }
    doc.fontSize(9).text(`${words.time} | ${words.course} | ${words.guest} | ${words.players}`);
    doc.moveDown(0.5);
    for (const course of sheet.courses) {
      for (const time of course.teeTimes) {
        if (time.sale === "notForSale") continue;
        const guests = time.reservations.map((r) => `${r.name} (${r.players})`);
        const free = time.capacity - time.playersBooked;
        const line = [...guests, ...(free > 0 ? [`${words.open} ×${free}`] : [])].join(", ");
        doc.text(`${time.teeTime} | ${course.name} | ${line} | ${time.playersBooked}/${time.capacity}`);
      }
    }
  });
}

export function confirmationPdf(
  clubName: string,
  reservation: Reservation,
  language: MessageLanguage,
): Promise<Buffer> {
  const words = copy[language];
  return render((doc) => {
    doc.fontSize(16).text(`${clubName} — ${words.confirmationTitle}`);
    doc.moveDown();
    doc.fontSize(11);
    const rows: [string, string][] = [
      [words.reference, reservation.reference],
      [words.guest, reservation.name],
      [words.date, `${reservation.date} ${reservation.teeTime}`],
      [words.course, reservation.courseName],
      [words.players, String(reservation.players)],
      [words.phone, `+${reservation.phoneCode.replace(/^\+/, "")} ${reservation.phoneNumber}`],
      [words.price, dollars(reservation.totalPriceCents)],
      [words.status, words.statuses[reservation.status]],
    ];
    for (const [label, value] of rows) doc.text(`${label}: ${value}`);
  });
}
