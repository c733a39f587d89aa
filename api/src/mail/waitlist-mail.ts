import { todayIn } from "contracts/domains/common/dates";
import type { MessageLanguage } from "contracts/errors/messages";
import { formatDate, formatTimeIn } from "contracts/i18n/format";
import type { Mail } from "./mailer";

/** Mail text of the waitlist: confirming an entry, then an offer of places. Exported for the wording test. */
export const waitlistMailCopy: Record<
  MessageLanguage,
  {
    joinSubject: string;
    joinIntro: string;
    joinAction: string;
    joinAfter: string;
    offerSubject: string;
    offerIntro: string;
    offerUntil: string;
    offerAction: string;
    offerAfter: string;
  }
> = {
  en: {
    joinSubject: "Confirm your place on the waitlist of {club}",
    joinIntro: "You asked to wait for {players} player(s) at {club} on {date}, tee times {from}–{to}.",
    joinAction: "Confirm and see your place in line",
    joinAfter: "Until you confirm, you are not in line. The same link lets you leave the waitlist.",
    offerSubject: "A tee time at {club} is free for you",
    offerIntro: "Places opened up at {club} on {date} at {time} ({course}) for {players} player(s).",
    offerUntil:
      "They are held for you until {until} ({zone} time). Take them or let the next golfer have them:",
    offerAction: "Take or decline the tee time",
    offerAfter: "Without an answer by then, the places go to the next golfer in line.",
  },
  ko: {
    joinSubject: "[{club}] 대기 등록을 확인해 주세요",
    joinIntro: "{club} {date} {from}–{to} 티타임에 {players}명으로 대기 등록을 신청하셨습니다.",
    joinAction: "확인하고 대기 순번 보기",
    joinAfter: "확인하기 전에는 대기 순번에 오르지 않습니다. 같은 링크에서 대기 등록을 취소할 수도 있습니다.",
    offerSubject: "[{club}] 대기하신 티타임에 자리가 났습니다",
    offerIntro: "{club} {date} {time}({course})에 {players}명 자리가 났습니다.",
    offerUntil: "{until}({zone} 기준)까지 자리를 잡아 두었습니다. 예약하시거나 다음 골퍼에게 양보해 주세요.",
    offerAction: "예약하거나 양보하기",
    offerAfter: "그때까지 답이 없으면 다음 대기 골퍼에게 자리가 넘어갑니다.",
  },
  vi: {
    joinSubject: "Xác nhận đăng ký danh sách chờ tại {club}",
    joinIntro: "Bạn đã đăng ký chờ cho {players} người tại {club} ngày {date}, giờ phát bóng {from}–{to}.",
    joinAction: "Xác nhận và xem thứ tự của bạn",
    joinAfter: "Bạn chỉ vào hàng chờ sau khi xác nhận. Cũng có thể rời danh sách chờ qua liên kết này.",
    offerSubject: "Có chỗ trống cho bạn tại {club}",
    offerIntro: "Đã có chỗ trống tại {club} ngày {date} lúc {time} ({course}) cho {players} người.",
    offerUntil:
      "Các chỗ được giữ cho bạn đến {until} (giờ {zone}). Vui lòng nhận chỗ hoặc nhường cho người kế tiếp:",
    offerAction: "Nhận hoặc từ chối giờ phát bóng",
    offerAfter:
      "Nếu không có phản hồi trước thời điểm đó, các chỗ sẽ chuyển cho người kế tiếp trong danh sách chờ.",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Words {
  club: string;
  players: number;
  date: string;
  [key: string]: string | number;
}

const fill = (text: string, words: Words, language: MessageLanguage) =>
  Object.entries(words).reduce(
    (out, [key, value]) =>
      out.replaceAll(`{${key}}`, key === "date" ? formatDate(String(value), language) : String(value)),
    text,
  );

/** The paragraphs before the link, the link, and the one after it; every text is the club's or the golfer's, escaped. */
const mail = (
  to: string,
  subject: string,
  before: string[],
  action: string,
  link: string,
  after: string,
): Mail => ({
  to,
  subject,
  link,
  text: `${before.join("\n\n")}\n${action}: ${link}\n\n${after}`,
  html:
    before.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(after)}</p>`,
});

/** The mail that asks a golfer to confirm their waitlist entry (their own address, so nobody queues another's). */
export function waitlistJoinMail(
  to: string,
  entry: { club: string; players: number; date: string; from: string; to: string },
  link: string,
  language: MessageLanguage,
): Mail {
  const copy = waitlistMailCopy[language];
  const words = { ...entry, to: entry.to };
  return mail(
    to,
    fill(copy.joinSubject, words, language),
    [fill(copy.joinIntro, words, language)],
    copy.joinAction,
    link,
    copy.joinAfter,
  );
}

/** The mail of an offer: the tee time, until when its places are held (club time) and the link to answer. */
export function waitlistOfferMail(
  to: string,
  offer: { club: string; timeZone: string; players: number; date: string; time: string; course: string },
  expiresAt: Date,
  link: string,
  language: MessageLanguage,
): Mail {
  const copy = waitlistMailCopy[language];
  const until = `${formatDate(todayIn(offer.timeZone, expiresAt), language)} ${formatTimeIn(expiresAt, offer.timeZone, language)}`;
  const words = { ...offer, until, zone: offer.timeZone };
  return mail(
    to,
    fill(copy.offerSubject, words, language),
    [fill(copy.offerIntro, words, language), fill(copy.offerUntil, words, language)],
    copy.offerAction,
    link,
    copy.offerAfter,
  );
}
