import type { MessageLanguage } from "contracts/errors/messages";
import { formatDate } from "contracts/i18n/format";
import type { Mail } from "./mailer";

/** Mail text of a release: the code that joins its line, the reminder that joining has opened. */
export const releaseMailCopy: Record<
  MessageLanguage,
  { codeSubject: string; codeIntro: string; codeNotYou: string; remindSubject: string; remindIntro: string }
> = {
  en: {
    codeSubject: "{club}: your code {code} to join the release of {date}",
    codeIntro:
      "Your code is {code}. Enter it on the booking page within 10 minutes to join the line for {date}, which opens at {time} (club time). At that time a draw puts everyone in line in a random order, and each has {minutes} minutes to book in turn.",
    codeNotYou: "If you did not ask for this code, you can ignore this email.",
    remindSubject: "{club}: you can now join the release of {date}",
    remindIntro:
      "{date} opens for online booking at {time} (club time). You can join the line now, until then, on the booking page: {link}",
  },
  ko: {
    codeSubject: "[{club}] {date} 예약 오픈 참여 코드 {code}",
    codeIntro:
      "코드는 {code}입니다. 10분 안에 예약 페이지에 입력하시면 {date} 예약 오픈 대기열에 참여합니다. 오픈 시각은 {time}(골프장 시간)이며, 그때 추첨으로 대기열의 순서를 정하고 한 분씩 차례대로 {minutes}분 동안 예약할 수 있습니다.",
    codeNotYou: "이 코드를 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다.",
    remindSubject: "[{club}] {date} 예약 오픈 대기열에 지금 참여할 수 있습니다",
    remindIntro:
      "{date} 온라인 예약이 {time}(골프장 시간)에 오픈됩니다. 그때까지 예약 페이지에서 대기열에 참여하실 수 있습니다: {link}",
  },
  vi: {
    codeSubject: "{club}: mã {code} để tham gia đợt mở đặt sân ngày {date}",
    codeIntro:
      "Mã của bạn là {code}. Nhập mã trên trang đặt sân trong vòng 10 phút để vào hàng chờ của ngày {date}, mở lúc {time} (giờ của sân). Khi đó, bốc thăm sẽ xếp mọi người trong hàng chờ theo thứ tự ngẫu nhiên, và mỗi người lần lượt có {minutes} phút để đặt sân.",
    codeNotYou: "Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua email này.",
    remindSubject: "{club}: bạn có thể tham gia đợt mở đặt sân ngày {date} ngay bây giờ",
    remindIntro:
      "Ngày {date} mở đặt sân trực tuyến lúc {time} (giờ của sân). Bạn có thể vào hàng chờ từ bây giờ đến lúc đó trên trang đặt sân: {link}",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (text: string, words: Record<string, string | number>) =>
  Object.entries(words).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, String(value)), text);

const mail = (to: string, subject: string, paragraphs: string[], link = ""): Mail => ({
  to,
  subject,
  link,
  text: paragraphs.join("\n\n"),
  html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
});

interface ReleaseWords {
  club: string;
  date: string;
  /** The release's time on the club's clock, HH:MM. */
  time: string;
}

/** The code that verifies the golfer's address and puts them in the line. */
export function releaseCodeMail(
  to: string,
  words: ReleaseWords & { code: string; minutes: number },
  language: MessageLanguage,
): Mail {
  const copy = releaseMailCopy[language];
  const filled = { ...words, date: formatDate(words.date, language) };
  return mail(to, fill(copy.codeSubject, filled), [fill(copy.codeIntro, filled), copy.codeNotYou]);
}

/** Joining has opened: sent once, when it does, to those who asked. */
export function releaseReminderMail(
  to: string,
  words: ReleaseWords & { link: string },
  language: MessageLanguage,
): Mail {
  const copy = releaseMailCopy[language];
  const filled = { ...words, date: formatDate(words.date, language) };
  return mail(to, fill(copy.remindSubject, filled), [fill(copy.remindIntro, filled)], words.link);
}
