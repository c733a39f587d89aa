import type { MessageLanguage } from "contracts/errors/messages";
import type { Mail } from "./mailer";

type Kind = "verify" | "reset";

/** Mail text per kind and language; exported so the cross-workspace wording test reads it. */
export const mailCopy: Record<
  Kind,
  Record<MessageLanguage, { subject: string; intro: string; action: string; expiry: string }>
> = {
  verify: {
    en: {
      subject: "Verify your email address",
      intro: "Welcome to Golf Back-office. Please confirm your email address.",
      action: "Verify email",
      expiry: "This link works once and expires in 24 hours.",
    },
    ko: {
      subject: "이메일 주소를 인증해 주세요",
      intro: "골프장 백오피스에 오신 것을 환영합니다. 이메일 주소를 인증해 주세요.",
      action: "이메일 인증",
      expiry: "이 링크는 한 번만 사용할 수 있으며 24시간 후 만료됩니다.",
    },
    vi: {
      subject: "Xác minh địa chỉ email của bạn",
      intro: "Chào mừng bạn đến với Quản trị sân golf. Vui lòng xác minh địa chỉ email của bạn.",
      action: "Xác minh email",
      expiry: "Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.",
    },
  },
  reset: {
    en: {
      subject: "Reset your password",
      intro: "We received a request to reset your password. If it was not you, ignore this mail.",
      action: "Set a new password",
      expiry: "This link works once and expires in 1 hour.",
    },
    ko: {
      subject: "비밀번호 재설정",
      intro: "비밀번호 재설정 요청을 받았습니다. 본인이 요청하지 않았다면 이 메일을 무시해 주세요.",
      action: "새 비밀번호 설정",
      expiry: "이 링크는 한 번만 사용할 수 있으며 1시간 후 만료됩니다.",
    },
    vi: {
      subject: "Đặt lại mật khẩu",
      intro:
        "Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu. Nếu bạn không gửi yêu cầu này, vui lòng bỏ qua email này.",
      action: "Đặt mật khẩu mới",
      expiry: "Liên kết chỉ dùng được một lần và hết hạn sau 1 giờ.",
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function buildMail(kind: Kind, to: string, link: string, language: MessageLanguage): Mail {
  const text = mailCopy[kind][language];
  return {
    to,
    subject: text.subject,
    link,
    text: `${text.intro}\n\n${text.action}: ${link}\n\n${text.expiry}`,
    html: `<p>${escapeHtml(text.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p><p>${escapeHtml(text.expiry)}</p>`,
  };
}

/** The mail a new staff member gets; `{club}` and `{role}` are filled in. */
export const staffMailCopy: Record<MessageLanguage, { subject: string; intro: string; action: string }> = {
  en: {
    subject: "You were added as staff of {club}",
    intro: "You were added as staff of {club} with the role {role}. Log in to start working.",
    action: "Log in",
  },
  ko: {
    subject: "{club}의 직원으로 추가되었습니다",
    intro: "{club}에 {role} 역할의 직원으로 추가되었습니다. 로그인하여 업무를 시작해 주세요.",
    action: "로그인",
  },
  vi: {
    subject: "Bạn đã được thêm làm nhân viên của {club}",
    intro:
      "Bạn đã được thêm làm nhân viên của {club} với vai trò {role}. Vui lòng đăng nhập để bắt đầu làm việc.",
    action: "Đăng nhập",
  },
};

export function buildStaffMail(
  to: string,
  names: { club: string; role: string },
  link: string,
  language: MessageLanguage,
): Mail {
  const fill = (text: string) => text.replaceAll("{club}", names.club).replaceAll("{role}", names.role);
  const copy = staffMailCopy[language];
  const intro = fill(copy.intro);
  return {
    to,
    subject: fill(copy.subject),
    link,
    text: `${intro}\n\n${copy.action}: ${link}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
  };
}
