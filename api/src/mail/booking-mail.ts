import type { OnlineBooking } from "shared/domains/reservations/schemas";
import type { MessageLanguage } from "shared/errors/messages";
import type { Mail } from "./mailer";

export const bookingMailCopy: Record<
  MessageLanguage,
  { subject: string; intro: string; reference: string; pending: string }
> = {
  en: {
    subject: "Your tee time at {club}",
    intro: "Thank you for booking {players} player(s) at {club} on {date} at {time} ({course}).",
    reference: "Your reference",
    pending: "The club will confirm your booking shortly.",
  },
  ko: {
    subject: "{club} 티타임 예약",
    intro: "{club}에서 {date} {time} ({course}) {players}명 예약해 주셔서 감사합니다.",
    reference: "예약 번호",
    pending: "골프장에서 곧 예약을 확정해 드립니다.",
  },
  vi: {
    subject: "Giờ phát bóng của bạn tại {club}",
    intro: "Cảm ơn bạn đã đặt {players} người chơi tại {club} ngày {date} lúc {time} ({course}).",
    reference: "Mã đặt sân",
    pending: "Sân golf sẽ sớm xác nhận lượt đặt của bạn.",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The confirmation of an online booking; names are the golfer's and the club's own, shown as text. */
export function bookingMail(
  to: string,
  club: string,
  booking: OnlineBooking,
  language: MessageLanguage,
): Mail {
  const words = bookingMailCopy[language];
  const fill = (text: string) =>
    text
      .replaceAll("{club}", club)
      .replaceAll("{players}", String(booking.players))
      .replaceAll("{date}", booking.date)
      .replaceAll("{time}", booking.teeTime)
      .replaceAll("{course}", booking.courseName);
  const intro = fill(words.intro);
  return {
    to,
    subject: fill(words.subject),
    link: "",
    text: `${intro}\n\n${words.reference}: ${booking.reference}\n${words.pending}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(words.reference)}: <strong>${escapeHtml(booking.reference)}</strong></p><p>${escapeHtml(words.pending)}</p>`,
  };
}
