import type { MessageLanguage } from "contracts/errors/messages";
import { formatDate } from "contracts/i18n/format";
import type { Mail } from "./mailer";

/** Mail text of strikes: a no-show recorded, online booking blocked. Exported for the wording test. */
export const strikeMailCopy: Record<
  MessageLanguage,
  {
    strikeSubject: string;
    strikeIntro: string;
    strikeCount: string;
    blockSubject: string;
    blockIntro: string;
    contact: string;
  }
> = {
  en: {
    strikeSubject: "{club}: a no-show was recorded for your tee time",
    strikeIntro:
      "Nobody checked in for your tee time at {club} on {date} at {time}, so it was recorded as a no-show.",
    strikeCount:
      "This is no-show {count} of {limit} within {days} days. At {limit}, online booking at {club} is paused for {block} days.",
    blockSubject: "{club}: online booking is paused for you until {until}",
    blockIntro:
      "Your bookings at {club} had {limit} no-shows within {days} days, so online booking there is paused for you until {until}.",
    contact: "If this is a mistake, or to book meanwhile, please call {club} on {phone}.",
  },
  ko: {
    strikeSubject: "[{club}] 예약하신 티타임이 노쇼로 처리되었습니다",
    strikeIntro: "{club} {date} {time} 티타임에 체크인한 분이 없어 노쇼로 처리되었습니다.",
    strikeCount:
      "{days}일 안에 {limit}회 중 {count}번째 노쇼입니다. {limit}회가 되면 {club}의 온라인 예약이 {block}일 동안 중지됩니다.",
    blockSubject: "[{club}] {until}까지 온라인 예약이 중지되었습니다",
    blockIntro: "{club}에서 {days}일 안에 노쇼가 {limit}회 있어 {until}까지 온라인 예약이 중지되었습니다.",
    contact: "잘못된 처리이거나 그동안 예약하시려면 {club}({phone})로 전화해 주세요.",
  },
  vi: {
    strikeSubject: "{club}: giờ phát bóng của bạn được ghi nhận là không đến",
    strikeIntro:
      "Không có ai nhận sân cho giờ phát bóng của bạn tại {club} ngày {date} lúc {time}, nên lượt đặt được ghi nhận là không đến.",
    strikeCount:
      "Đây là lần không đến thứ {count} trên {limit} trong {days} ngày. Khi đủ {limit} lần, việc đặt sân trực tuyến tại {club} sẽ tạm dừng {block} ngày.",
    blockSubject: "{club}: việc đặt sân trực tuyến của bạn tạm dừng đến {until}",
    blockIntro:
      "Các lượt đặt sân của bạn tại {club} có {limit} lần không đến trong {days} ngày, nên việc đặt sân trực tuyến tạm dừng đến {until}.",
    contact: "Nếu có nhầm lẫn, hoặc để đặt sân trong thời gian này, vui lòng gọi {club} theo số {phone}.",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (text: string, words: Record<string, string | number>) =>
  Object.entries(words).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, String(value)), text);

const mail = (to: string, subject: string, paragraphs: string[]): Mail => ({
  to,
  subject,
  link: "",
  text: paragraphs.join("\n\n"),
  html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
});

interface StrikeWords {
  club: string;
  phone: string;
  limit: number;
  days: number;
  block: number;
}

/** A no-show recorded: which tee time, how many of the rule's count, what happens at the count. */
export function strikeMail(
  to: string,
  words: StrikeWords & { date: string; time: string; count: number },
  language: MessageLanguage,
): Mail {
  const copy = strikeMailCopy[language];
  const filled = { ...words, date: formatDate(words.date, language) };
  return mail(to, fill(copy.strikeSubject, filled), [
    fill(copy.strikeIntro, filled),
    fill(copy.strikeCount, filled),
    fill(copy.contact, filled),
  ]);
}

/** Online booking blocked: until when (a club-local date), and how to reach the club. */
export function blockMail(
  to: string,
  words: StrikeWords & { until: string },
  language: MessageLanguage,
): Mail {
  const copy = strikeMailCopy[language];
  const filled = { ...words, until: formatDate(words.until, language) };
  return mail(to, fill(copy.blockSubject, filled), [
    fill(copy.blockIntro, filled),
    fill(copy.contact, filled),
  ]);
}
