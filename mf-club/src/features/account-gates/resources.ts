/** Text of the account gate screens, namespace `accountGates`. */
export const ACCOUNT_GATES_NAMESPACE = "accountGates";

const en = {
  noClub: {
    title: "No golf club yet",
    owner: "No golf club has been added to your account yet. Log in again to add your first club.",
    employee: "You are not assigned to a golf club yet. Please contact your manager.",
  },
  emailRequired: {
    title: "Email verification required",
    body: "Please verify your email address before using the back-office. Open the link we sent to your inbox.",
    bodyWithEmail:
      "Please verify {{email}} before using the back-office. Open the link we sent to your inbox.",
    resend: "Resend verification email",
  },
  pending: {
    title: "Pending account verification",
    body: "Your business account is being reviewed. You can use the back-office as soon as it is approved.",
  },
  backToLogin: "Back to login",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AccountGatesResources = Shape<typeof en>;

const ko: AccountGatesResources = {
  noClub: {
    title: "등록된 골프장이 없습니다",
    owner: "계정에 등록된 골프장이 아직 없습니다. 다시 로그인하여 첫 골프장을 등록해 주세요.",
    employee: "아직 배정된 골프장이 없습니다. 담당 매니저에게 문의해 주세요.",
  },
  emailRequired: {
    title: "이메일 인증이 필요합니다",
    body: "백오피스를 사용하기 전에 이메일 주소를 인증해 주세요. 받은편지함으로 보낸 링크를 열어 주세요.",
    bodyWithEmail:
      "백오피스를 사용하기 전에 {{email}} 주소를 인증해 주세요. 받은편지함으로 보낸 링크를 열어 주세요.",
    resend: "인증 이메일 다시 보내기",
  },
  pending: {
    title: "계정 심사 대기 중",
    body: "사업자 계정을 심사하고 있습니다. 승인되는 즉시 백오피스를 사용할 수 있습니다.",
  },
  backToLogin: "로그인으로 돌아가기",
};

const vi: AccountGatesResources = {
  noClub: {
    title: "Chưa có sân golf",
    owner: "Tài khoản của bạn chưa có sân golf nào. Vui lòng đăng nhập lại để thêm sân golf đầu tiên.",
    employee: "Bạn chưa được phân công vào sân golf nào. Vui lòng liên hệ quản lý của bạn.",
  },
  emailRequired: {
    title: "Cần xác minh email",
    body: "Vui lòng xác minh địa chỉ email trước khi sử dụng hệ thống bằng liên kết chúng tôi đã gửi vào hộp thư của bạn.",
    bodyWithEmail:
      "Vui lòng xác minh {{email}} trước khi sử dụng hệ thống bằng liên kết chúng tôi đã gửi vào hộp thư của bạn.",
    resend: "Gửi lại email xác minh",
  },
  pending: {
    title: "Tài khoản đang chờ duyệt",
    body: "Tài khoản doanh nghiệp của bạn đang được duyệt. Bạn có thể sử dụng hệ thống ngay khi được phê duyệt.",
  },
  backToLogin: "Quay lại đăng nhập",
};

export const accountGatesResources = { en, ko, vi };
