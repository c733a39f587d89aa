import type { CustomerChannel, CustomerCountry, Gender } from "contracts/domains/customers/schemas";
import { ObjectId } from "mongodb";
import type { Repositories } from "../repositories";
import type { AccountDoc } from "../repositories/accounts-repository";
import type { ClubDoc } from "../repositories/clubs-repository";
import { type CustomerDraft, emailKeyOf } from "../repositories/customers-repository";
import { type TierDoc, tierNameKey } from "../repositories/membership-tiers-repository";

type DemoTier = Omit<TierDoc, "_id" | "clubId" | "nameKey" | "createdAt" | "updatedAt">;

/** Three tiers a club, in the club's language, the third one disabled (and still held, so its warning shows). */
const demoTiers: Record<string, DemoTier[]> = {
  KR: [
    {
      name: "플래티넘",
      priceCents: 300_000,
      period: "year",
      discountRatePercent: 20,
      discountTarget: "all",
      benefit: "주말 티타임 우선 예약, 라커 무료 이용, 매월 동반자 이용권 2매",
      note: "",
      status: "active",
    },
    {
      name: "패밀리",
      priceCents: 12_000,
      period: "month",
      discountRatePercent: 10,
      discountTarget: "greenFee",
      benefit: "가족 최대 4명까지 회원 요금으로 라운드",
      note: "",
      status: "active",
    },
    {
      name: "트와일라잇",
      priceCents: 6_000,
      period: "month",
      discountRatePercent: 15,
      discountTarget: "greenFee",
      benefit: "평일 오후 3시 이후 라운드",
      note: "동절기에는 운영하지 않음",
      status: "disabled",
    },
  ],
  VN: [
    {
      name: "VIP",
      priceCents: 250_000,
      period: "year",
      discountRatePercent: 25,
      discountTarget: "all",
      benefit: "Được chọn caddie, sử dụng phòng chờ và đo gậy miễn phí mỗi năm một lần",
      note: "",
      status: "active",
    },
    {
      name: "Doanh nghiệp",
      priceCents: 90_000,
      period: "year",
      discountRatePercent: 10,
      discountTarget: "greenFee",
      benefit: "Năm người chơi đăng ký tên của cùng một công ty",
      note: "",
      status: "active",
    },
    {
      name: "Sáng ngày thường",
      priceCents: 4_500,
      period: "month",
      discountRatePercent: 12,
      discountTarget: "cart",
      benefit: "Giờ phát bóng trước 9 giờ sáng, từ thứ Hai đến thứ Sáu",
      note: "Đã được thay bằng hạng Doanh nghiệp",
      status: "disabled",
    },
  ],
};

const koreanNames = [
  "김민준",
  "이서연",
  "박지호",
  "최수아",
  "정도윤",
  "강하은",
  "조예준",
  "윤지아",
  "장시우",
  "임서윤",
  "한유준",
  "오채원",
  "서준서",
  "신다은",
  "권민서",
];
const vietnameseNames = [
  "Nguyễn Thị Lan",
  "Trần Quốc Bảo",
  "Lê Thu Trang",
  "Phạm Đức Anh",
  "Hoàng Mai Phương",
  "Vũ Thanh Tùng",
  "Đặng Ngọc Hân",
  "Bùi Quang Huy",
  "Đỗ Thị Hương",
  "Ngô Gia Khánh",
  "Dương Bích Ngọc",
  "Lý Hoàng Nam",
  "Trương Mỹ Linh",
  "Đinh Công Vinh",
  "Mai Thanh Thảo",
];
const otherNames = [
  "James Carter",
  "Emily Brooks",
  "Maria Santos",
  "Jose Reyes",
  "Olivia Bennett",
  "Daniel Cruz",
  "Grace Mendoza",
  "Ryan Mitchell",
  "Sophia Lim",
  "Noah Fisher",
];
const romanized: Record<string, string> = {
  김민준: "minjun.kim",
  이서연: "seoyeon.lee",
  박지호: "jiho.park",
  최수아: "sua.choi",
  정도윤: "doyun.jung",
  강하은: "haeun.kang",
  조예준: "yejun.cho",
  윤지아: "jia.yoon",
  장시우: "siwoo.jang",
  임서윤: "seoyun.lim",
  한유준: "yujun.han",
  오채원: "chaewon.oh",
  서준서: "junseo.seo",
  신다은: "daeun.shin",
  권민서: "minseo.kwon",
};
const channels: CustomerChannel[] = ["ios", "android", "web", "offline", "android", "ios", "web"];
const genders: Gender[] = ["male", "female", "undisclosed"];
/** Customer notes in each club's own language; the last is long enough to be cut in the list. */
const notes: Record<"KR" | "VN", string[]> = {
  KR: [
    "",
    "",
    "이른 시간 티타임 선호",
    "왼손잡이. 가능하면 같은 캐디 배정 요청",
    "",
    "분기마다 기업 단체 고객과 함께 방문하며 계산서로 결제합니다. 방문 전날 프런트에서 단체 명단과 카트 배정을 미리 준비해 주세요.",
  ],
  VN: [
    "",
    "",
    "Thích giờ phát bóng sớm",
    "Thuận tay trái; muốn được cùng một caddie khi có thể",
    "",
    "Mỗi quý dẫn một đoàn khách doanh nghiệp đến chơi và thanh toán bằng hóa đơn; nhắc quầy lễ tân chuẩn bị danh sách đoàn",
  ],
};

/** An e-mail's local part from a name: "Đặng Ngọc Hân" → "dang.ngoc.han". */
const localPartOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** About forty customers a club, spread over its tiers, the four channels and the four countries. */
function demoCustomers(club: ClubDoc, tiers: TierDoc[], now: Date, clubIndex: number): CustomerDraft[] {
  const home: CustomerCountry = club.country === "KR" ? "South Korea" : "Vietnam";
  const clubNotes = club.country === "KR" ? notes.KR : notes.VN;
  const names = [
    ...(clubIndex === 0 ? koreanNames : vietnameseNames),
    ...(clubIndex === 0 ? vietnameseNames.slice(0, 10) : koreanNames.slice(0, 10)),
    ...otherNames,
    ...(clubIndex === 0
      ? ["Kim Do-hyun", "Park Seo-jun", "Lee Ji-eun"]
      : ["Nguyễn Minh Châu", "Trần Văn Long"]),
  ];
  return names.map((name, i) => {
    const tier = tiers[i % 5 === 4 ? 2 : i % 2] as TierDoc;
    const local = romanized[name] ?? localPartOf(name);
    const foreign = i >= 15 && i < 25;
    const country: CustomerCountry = foreign
      ? clubIndex === 0
        ? "Vietnam"
        : "South Korea"
      : i >= 25 && i < 35
        ? i % 2 === 0
          ? "United States"
          : "Philippines"
        : home;
    // The club's own-language customers are the newest, so the list opens on them.
    const registered = new Date(now.getTime() - (20 + i * 9) * 86_400_000);
    const email = `${local}${clubIndex === 0 ? "" : ".vn"}@example.com`;
    return {
      _id: new ObjectId(),
      clubId: club._id,
      name,
      email,
      emailKey: emailKeyOf(email),
      mobile: `${clubIndex === 0 ? "010" : "090"}${String(12_340_000 + i * 7_919).slice(0, 8)}`,
      tierId: tier._id,
      tierValidUntil: isoDate(new Date(registered.getTime() + 365 * 86_400_000)),
      registeredOn: isoDate(registered),
      birthDate:
        i % 3 === 0
          ? null
          : `${1960 + ((i * 7) % 40)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
      marketingOptIn: i % 3 !== 1,
      gender: genders[i % 3] as Gender,
      country,
      channel: channels[i % channels.length] as CustomerChannel,
      note: clubNotes[i % clubNotes.length] as string,
      createdAt: registered,
      updatedAt: registered,
    };
  });
}

/**
 * Every third demo reservation becomes one of the first customers', so their reservation counts show; the first
 * ones come most often (the first twelve times in twelve, the last once), so the dashboard's top customers differ.
 */
async function linkDemoReservations(repos: Repositories, club: ClubDoc, customers: CustomerDraft[]) {
  const regulars = customers.slice(0, 12);
  const turns = regulars.flatMap((customer, index) =>
    Array.from({ length: regulars.length - index }, () => customer),
  );
  const reservations = await repos.reservations.collection
    .find({ clubId: club._id }, { projection: { _id: 1 } })
    .sort({ date: 1, teeTime: 1 })
    .toArray();
  const linked = new Map<CustomerDraft, ObjectId[]>();
  reservations.forEach((reservation, i) => {
    // A stride prime to the cycle's length spreads each customer's rounds over the whole period.
    const customer = turns[(Math.floor(i / 3) * 7) % turns.length];
    if (i % 3 !== 0 || !customer) return;
    const ids = linked.get(customer) ?? [];
    ids.push(reservation._id);
    linked.set(customer, ids);
  });
  // One write per customer: thousands of bookings are linked in a dozen statements.
  for (const [customer, ids] of linked) {
    await repos.reservations.collection.updateMany(
      { _id: { $in: ids } },
      { $set: { customerId: customer._id, name: customer.name, email: customer.email } },
    );
  }
  // Linked behind the repository's back: each customer's kept count is set from the reservations once.
  await repos.reservations.customerCounts.recountClub(club._id);
}

/** Tiers and customers of the demo owner's clubs, and two business accounts waiting for review. */
export async function seedDemoMembership(
  repos: Repositories,
  owner: AccountDoc,
  base: Omit<
    AccountDoc,
    "_id" | "email" | "firstName" | "lastName" | "kind" | "isAdmin" | "country" | "company"
  >,
) {
  const now = base.createdAt;
  const clubs = await repos.clubs.findByOwnerId(owner._id);
  for (const [index, club] of clubs.entries()) {
    const tiers: TierDoc[] = (demoTiers[club.country] ?? demoTiers.VN ?? []).map((tier, i) => ({
      ...tier,
      _id: new ObjectId(),
      clubId: club._id,
      nameKey: tierNameKey(tier.name),
      createdAt: new Date(now.getTime() - (3 - i) * 86_400_000),
      updatedAt: now,
    }));
    for (const tier of tiers) await repos.membershipTiers.insert(tier);
    const customers = demoCustomers(club, tiers, now, index);
    await repos.customers.insertEach(customers);
    await linkDemoReservations(repos, club, customers);
  }

  const pending = [
    {
      email: "sunrise.golf@example.com",
      firstName: "Quang",
      lastName: "Pham",
      country: "Vietnam",
      companyName: "Sunrise Golf Resort JSC",
      phoneCode: "84",
      phoneNumber: "02363812345",
      city: "Da Nang",
      state: "Da Nang",
      address1: "88 Vo Nguyen Giap",
    },
    {
      email: "pinehill.cc@example.com",
      firstName: "Seojin",
      lastName: "Choi",
      country: "South Korea",
      companyName: "Pine Hill Country Club",
      phoneCode: "82",
      phoneNumber: "0317654321",
      city: "Yongin",
      state: "Gyeonggi",
      address1: "45 Pine Hill-ro",
    },
  ];
  for (const [i, client] of pending.entries()) {
    const signedUp = new Date(now.getTime() - (i + 1) * 3_600_000 * 20);
    const certificateFileId = await repos.certificates.save(
      "certificate.pdf",
      "application/pdf",
      new TextEncoder().encode(`%PDF-1.4\n% Business registration of ${client.companyName}\n%%EOF\n`),
    );
    await repos.accounts.insert({
      ...base,
      _id: new ObjectId(),
      email: client.email,
      firstName: client.firstName,
      lastName: client.lastName,
      kind: "business",
      isAdmin: false,
      country: client.country,
      status: "pending",
      statusLog: [{ status: "pending", date: signedUp, description: "Signed up; waiting for review" }],
      company: {
        companyName: client.companyName,
        companyTel: { phoneCode: client.phoneCode, phoneNumber: client.phoneNumber },
        companyAddress: { city: client.city, state: client.state, address1: client.address1, address2: "" },
        certificateFileId,
      },
      createdAt: signedUp,
      updatedAt: signedUp,
    });
  }
}
