import { todayIn } from "contracts/domains/common/dates";
import type { OnlineBooking } from "contracts/domains/reservations/online-booking";
import type { MessageLanguage } from "contracts/errors/messages";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import type { Mail } from "./mailer";

/** Mail text of an online booking: the hold to confirm, then the confirmation. Exported for the wording test. */
export const bookingMailCopy: Record<
  MessageLanguage,
  {
    subject: string;
    /** The party, filled in as `{players}`: English says "1 player" and "2 players". */
    players: { one: string; other: string };
    intro: string;
    reference: string;
    hold: string;
    until: string;
    action: string;
    afterHold: string;
    confirmedSubject: string;
    confirmedIntro: string;
    /** The desk moved the booking to `{date}` `{time}` (`{course}`). */
    movedSubject: string;
    movedIntro: string;
    /** The desk cancelled the booking. */
    cancelledSubject: string;
    cancelledIntro: string;
    /** The golfer cancelled too late for a free cancellation: their request waits for the club (cancel pending). */
    cancelRequestedSubject: string;
    cancelRequestedIntro: string;
    /** The club settled that request: the booking is cancelled (under `cancelledSubject`). */
    cancelConfirmedIntro: string;
  }
> = {
  en: {
    subject: "Confirm your tee time at {club}",
    players: { one: "{count} player", other: "{count} players" },
    intro: "Thank you for booking {players} at {club} on {date} at {time} ({course}).",
    reference: "Your reference",
    hold: "Your places are held until {until}. Please confirm your booking before then:",
    until: "{time} on {date} ({zone} time)",
    action: "Confirm booking",
    afterHold: "Without your confirmation by then, the places are released for other golfers.",
    confirmedSubject: "Your tee time at {club} is booked",
    confirmedIntro: "Your booking of {players} at {club} on {date} at {time} ({course}) is confirmed.",
    movedSubject: "Your tee time at {club} has moved",
    movedIntro: "Your booking of {players} at {club} now tees off on {date} at {time} ({course}).",
    cancelledSubject: "Your tee time at {club} is cancelled",
    cancelledIntro: "Your booking of {players} at {club} on {date} at {time} ({course}) is cancelled.",
    cancelRequestedSubject: "Your cancellation request has reached {club}",
    cancelRequestedIntro:
      "Your request to cancel your booking of {players} at {club} on {date} at {time} ({course}) has reached the club. It came after the free-cancellation time, so the club will confirm the cancellation; we will email you once it has.",
    cancelConfirmedIntro:
      "The club has confirmed your cancellation: your booking of {players} at {club} on {date} at {time} ({course}) is cancelled.",
  },
  ko: {
    subject: "[{club}] 티타임 예약을 확정해 주세요",
    players: { one: "{count}명", other: "{count}명" },
    intro: "{date} {time} {club}({course}) {players} 예약이 접수되었습니다. 이용해 주셔서 감사합니다.",
    reference: "예약 번호",
    hold: "{until}까지 자리를 가예약해 두었습니다. 그 전에 예약을 확정해 주세요.",
    until: "{date} {time} ({zone} 기준)",
    action: "예약 확정",
    afterHold: "그때까지 확정하지 않으면 다른 골퍼가 예약할 수 있도록 자리가 풀립니다.",
    confirmedSubject: "[{club}] 티타임 예약이 확정되었습니다",
    confirmedIntro: "{date} {time} {club}({course}) {players} 예약이 확정되었습니다.",
    movedSubject: "[{club}] 티타임 예약이 변경되었습니다",
    movedIntro: "{club} {players} 예약의 티타임이 {date} {time}({course})으로 변경되었습니다.",
    cancelledSubject: "[{club}] 티타임 예약이 취소되었습니다",
    cancelledIntro: "{date} {time} {club}({course}) {players} 예약이 취소되었습니다.",
    cancelRequestedSubject: "[{club}] 예약 취소 요청이 골프장에 전달되었습니다",
    cancelRequestedIntro:
      "{date} {time} {club}({course}) {players} 예약의 취소 요청이 골프장에 전달되었습니다. 무료 취소 기한이 지난 뒤의 요청이므로 골프장에서 취소를 확인해 드리며, 확인되면 메일로 알려 드립니다.",
    cancelConfirmedIntro:
      "골프장에서 취소 요청을 확인했습니다. {date} {time} {club}({course}) {players} 예약이 취소되었습니다.",
  },
  vi: {
    subject: "Vui lòng xác nhận lượt đặt sân tại {club}",
    players: { one: "{count} người", other: "{count} người" },
    intro: "Cảm ơn bạn đã đặt sân tại {club} cho {players}, lúc {time} ngày {date} ({course}).",
    reference: "Mã đặt sân",
    hold: "Chỗ của bạn được giữ đến {until}. Vui lòng xác nhận lượt đặt sân trước thời điểm đó:",
    until: "{time} ngày {date} (giờ {zone})",
    action: "Xác nhận đặt sân",
    afterHold: "Nếu không được xác nhận trước thời điểm đó, các chỗ sẽ được mở lại cho khách khác.",
    confirmedSubject: "Lượt đặt sân tại {club} đã được xác nhận",
    confirmedIntro:
      "Lượt đặt sân của bạn tại {club} cho {players}, lúc {time} ngày {date} ({course}), đã được xác nhận.",
    movedSubject: "Lượt đặt sân tại {club} đã được đổi giờ",
    movedIntro:
      "Lượt đặt sân của bạn tại {club} cho {players} nay phát bóng lúc {time} ngày {date} ({course}).",
    cancelledSubject: "Lượt đặt sân tại {club} đã bị hủy",
    cancelledIntro:
      "Lượt đặt sân của bạn tại {club} cho {players}, lúc {time} ngày {date} ({course}), đã bị hủy.",
    cancelRequestedSubject: "Yêu cầu hủy của bạn đã được gửi đến {club}",
    cancelRequestedIntro:
      "Yêu cầu hủy lượt đặt sân của bạn tại {club} cho {players}, lúc {time} ngày {date} ({course}), đã được gửi đến sân golf. Yêu cầu được gửi sau thời hạn hủy miễn phí nên sân golf sẽ xác nhận việc hủy; chúng tôi sẽ gửi email cho bạn khi sân golf xác nhận.",
    cancelConfirmedIntro:
      "Sân golf đã xác nhận yêu cầu hủy của bạn: lượt đặt sân tại {club} cho {players}, lúc {time} ngày {date} ({course}), đã bị hủy.",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface BookingMailClub {
  name: string;
  timeZone: string;
}

type Booking = Pick<OnlineBooking, "reference" | "date" | "teeTime" | "courseName" | "players">;

/** "1 player", "2 players": the party in the mail's language, by its plural rule. */
const partyOf = (players: number, language: MessageLanguage) => {
  const forms = bookingMailCopy[language].players;
  const form = new Intl.PluralRules(language).select(players) === "one" ? forms.one : forms.other;
  return form.replaceAll("{count}", String(players));
};

/** The booking's own words filled in; names are the golfer's and the club's own, shown as text. */
const filler = (club: BookingMailClub, booking: Booking, language: MessageLanguage) => (text: string) =>
  text
    .replaceAll("{club}", club.name)
    .replaceAll("{players}", partyOf(booking.players, language))
    .replaceAll("{date}", formatDate(booking.date, language))
    .replaceAll("{time}", booking.teeTime)
    .replaceAll("{course}", booking.courseName);

/**
 * The mail of a new online booking: its reference, until when (the club's local time, in the mail's language) the
 * places are held, and the link that confirms it. The link carries the confirmation token; it is kept in `link`
 * for the development outbox, never written to a log.
 */
export function bookingHoldMail(
  to: string,
  club: BookingMailClub,
  booking: Booking & { holdExpiresAt: string },
  link: string,
  language: MessageLanguage,
): Mail {
  const words = bookingMailCopy[language];
  const fill = filler(club, booking, language);
  const until = words.until
    .replaceAll("{time}", formatTimeIn(booking.holdExpiresAt, club.timeZone, language))
    .replaceAll("{date}", formatDate(todayIn(club.timeZone, new Date(booking.holdExpiresAt)), language))
    .replaceAll("{zone}", club.timeZone);
  const intro = fill(words.intro);
  const hold = words.hold.replaceAll("{until}", until);
  return {
    to,
    subject: fill(words.subject),
    link,
    text: `${intro}\n\n${words.reference}: ${booking.reference}\n\n${hold}\n${words.action}: ${link}\n\n${words.afterHold}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(words.reference)}: <strong>${escapeHtml(booking.reference)}</strong></p>` +
      `<p>${escapeHtml(hold)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>` +
      `<p>${escapeHtml(words.afterHold)}</p>`,
  };
}

/** The mail once the golfer has confirmed: the booking stands, with its reference, date and time. */
export function bookingConfirmedMail(
  to: string,
  club: BookingMailClub,
  booking: Booking,
  language: MessageLanguage,
): Mail {
  const words = bookingMailCopy[language];
  const fill = filler(club, booking, language);
  const intro = fill(words.confirmedIntro);
  return {
    to,
    subject: fill(words.confirmedSubject),
    link: "",
    text: `${intro}\n\n${words.reference}: ${booking.reference}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(words.reference)}: <strong>${escapeHtml(booking.reference)}</strong></p>`,
  };
}

/**
 * What the golfer is told about a change of their booking: the desk moved it (to its new date and time) or
 * cancelled it; their own late cancellation reached the club (`cancelRequested`, cancel pending); the club
 * confirmed that request (`cancelConfirmed`).
 */
export type BookingChange = "moved" | "cancelled" | "cancelRequested" | "cancelConfirmed";

const changeWords = (words: (typeof bookingMailCopy)[MessageLanguage], change: BookingChange) =>
  ({
    moved: { subject: words.movedSubject, intro: words.movedIntro },
    cancelled: { subject: words.cancelledSubject, intro: words.cancelledIntro },
    cancelRequested: { subject: words.cancelRequestedSubject, intro: words.cancelRequestedIntro },
    cancelConfirmed: { subject: words.cancelledSubject, intro: words.cancelConfirmedIntro },
  })[change];

/** The mail of a change of the booking: what happened, with its reference. */
export function bookingChangedMail(
  to: string,
  club: BookingMailClub,
  booking: Booking,
  change: BookingChange,
  language: MessageLanguage,
): Mail {
  const words = bookingMailCopy[language];
  const fill = filler(club, booking, language);
  const { subject, intro: text } = changeWords(words, change);
  const intro = fill(text);
  return {
    to,
    subject: fill(subject),
    link: "",
    text: `${intro}\n\n${words.reference}: ${booking.reference}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(words.reference)}: <strong>${escapeHtml(booking.reference)}</strong></p>`,
  };
}
