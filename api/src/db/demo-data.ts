import { addDays, todayIn } from "contracts/domains/common/dates";
import { splitAtRange } from "contracts/domains/schedules/calendar";
import { ObjectId } from "mongodb";
import { type HashCost, hashPassword } from "../lib/password";
import type { Repositories } from "../repositories";
import type { AccountDoc } from "../repositories/accounts-repository";
import type { ClubDoc, GreenFeeDoc } from "../repositories/clubs-repository";
import type { ScheduleDoc } from "../repositories/schedules-repository";
import { storeImage } from "../routes/clubs/service";
import { seedDemoMembership } from "./demo-membership";
import { demoClubPicture, type PictureColours } from "./demo-picture";
import { DEMO_HISTORY_DAYS, seedDemoReservations } from "./demo-reservations";
import { seedDemoStaff } from "./demo-staff";

export const demoPassword = "golf-demo-2026";
export const demoAccounts = [
  { email: "admin@example.com", role: "administrator" },
  { email: "owner@example.com", role: "business owner, two golf clubs (South Korea, Vietnam)" },
  { email: "staff@example.com", role: "employee" },
] as const;

/** Seeds the demo accounts and clubs; only called on an empty database outside production. */
export async function seedDemoData(repos: Repositories, hashCost: HashCost) {
  const now = new Date();
  const passwordHash = await hashPassword(demoPassword, hashCost);
  const base = {
    passwordHash,
    emailVerifiedAt: now,
    status: "active" as const,
    statusLog: [{ status: "active" as const, date: now, description: "Demo account" }],
    memo: "",
    createdAt: now,
    updatedAt: now,
  };
  const owner: AccountDoc = {
    ...base,
    _id: new ObjectId(),
    email: "owner@example.com",
    firstName: "Minjun",
    lastName: "Kim",
    kind: "business",
    isAdmin: false,
    country: "South Korea",
    company: {
      companyName: "Hanbit Golf Co.",
      companyTel: { phoneCode: "82", phoneNumber: "0212345678" },
      companyAddress: { city: "Seoul", state: "Seoul", address1: "123 Teheran-ro", address2: "Suite 400" },
      certificateFileId: null,
    },
  };
  const accounts: AccountDoc[] = [
    {
      ...base,
      _id: new ObjectId(),
      email: "admin@example.com",
      firstName: "Ada",
      lastName: "Admin",
      kind: "admin",
      isAdmin: true,
      country: "United States",
      company: null,
    },
    owner,
    {
      ...base,
      _id: new ObjectId(),
      email: "staff@example.com",
      firstName: "Linh",
      lastName: "Nguyen",
      kind: "employee",
      isAdmin: false,
      country: "Vietnam",
      company: null,
    },
  ];
  for (const account of accounts) await repos.accounts.insert(account);
  for (const club of demoClubs) {
    const { picture, ...details } = club;
    const image = await storeImage(repos, {
      filename: "club.png",
      contentType: "image/png",
      data: demoClubPicture(picture),
    });
    const doc: ClubDoc = {
      ...details,
      _id: new ObjectId(),
      ownerId: owner._id,
      courses: details.courses.map((name) => ({ courseId: new ObjectId(), name })),
      greenFees: details.greenFees.map((fee) => ({ greenFeeId: new ObjectId(), ...fee })),
      image,
      createdAt: now,
      updatedAt: now,
    };
    await repos.clubs.insert(doc);
    const schedules = demoSchedules(doc, now);
    await repos.schedules.replace(doc._id, 0, schedules, now);
    await seedDemoReservations(repos, doc, schedules, now);
  }
  await seedDemoStaff(repos, owner, base);
  await seedDemoMembership(repos, owner, base);
}

/**
 * A month before today to three months after, in the club's time zone: weekdays public on the first green fee's
 * regular price, weekends public on the weekend fee's additional price, and a few hidden days for club events.
 */
function demoSchedules(club: ClubDoc, now: Date): ScheduleDoc[] {
  const today = todayIn(club.timeZone, now);
  const [weekdayFee, weekendFee = weekdayFee] = club.greenFees;
  if (!weekdayFee || !weekendFee) return [];
  const firsts = club.teeUps.map((row) => row.firstTeeUp).sort();
  const window = {
    startDate: addDays(today, -DEMO_HISTORY_DAYS - 1),
    endDate: addDays(today, 92),
    startTime: firsts[0] ?? "06:00",
    // Half-open window: it ends after the last tee-up time so that one is sold too.
    endTime: club.country === "KR" ? "16:00" : "16:30",
    status: "public" as const,
    createdAt: now,
    updatedAt: now,
  };
  let schedules: ScheduleDoc[] = [
    {
      ...window,
      scheduleId: new ObjectId(),
      weekdays: [1, 2, 3, 4, 5],
      greenFeeId: weekdayFee.greenFeeId,
      priceKind: "regular",
    },
    {
      ...window,
      scheduleId: new ObjectId(),
      weekdays: [0, 6],
      greenFeeId: weekendFee.greenFeeId,
      priceKind: "additional",
    },
  ];
  // Club championships and a members' day: only staff book these.
  const events = club.country === "KR" ? [9, 10, 24] : [12, 30, 31];
  for (const offset of events) {
    const date = addDays(today, offset);
    schedules = schedules.flatMap((schedule) =>
      splitAtRange(schedule, date, date, (inside) => ({ ...inside, status: "hidden" })).map(
        ({ piece }, index) => (index === 0 ? piece : { ...piece, scheduleId: new ObjectId() }),
      ),
    );
  }
  return schedules;
}

type DemoClub = Omit<
  ClubDoc,
  "_id" | "ownerId" | "courses" | "greenFees" | "image" | "createdAt" | "updatedAt"
> & {
  courses: string[];
  greenFees: Omit<GreenFeeDoc, "greenFeeId">[];
  picture: PictureColours;
};

/** The demo owner's clubs, complete so every screen shows a real club's day; times are the clubs' own. */
const demoClubs: DemoClub[] = [
  {
    country: "KR",
    timeZone: "Asia/Seoul",
    city: "용인시",
    name: "한빛 컨트리클럽",
    holeCount: 27,
    courseType: "private",
    totalLengthYards: 10_380,
    address: "경기도 용인시 처인구 백암면 한빛로 123",
    addressEn: "123 Hanbit-ro, Baegam-myeon, Cheoin-gu, Yongin-si, Gyeonggi-do",
    phoneCode: "82",
    phoneNumber: "0313291234",
    amenities: ["drivingRange", "puttingGreen", "proShop", "restaurant", "lockerRoom", "sauna"],
    minPlayers: 3,
    caddie: "required",
    cart: "required",
    notice: "12월 1일부터 동절기 운영 시간이 적용됩니다. 첫 티업은 07:00입니다.",
    description:
      "수도권에서 40분, 27홀 규모의 회원제 골프장입니다. 동·서·남 세 코스가 계곡을 따라 이어집니다.",
    precautions: "티타임 30분 전까지 도착해 주세요. 예약 취소는 3일 전까지 가능합니다.",
    courses: ["동코스", "서코스", "남코스"],
    greenFees: [
      { name: "주중", regularPriceCents: 18_000, additionalPriceCents: 2_500 },
      { name: "주말·공휴일", regularPriceCents: 23_000, additionalPriceCents: 3_000 },
    ],
    teeUps: [
      { interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" },
      { interval: 8, firstTeeUp: "11:30", lastTeeUp: "15:30" },
    ],
    picture: {
      sky: [120, 180, 230],
      fairway: [52, 128, 64],
      green: [104, 184, 88],
      greenAt: 0.62,
      scenery: "hills",
    },
  },
  {
    country: "VN",
    timeZone: "Asia/Ho_Chi_Minh",
    city: "Thành phố Hồ Chí Minh",
    name: "Sân Golf Sài Gòn Riverside",
    holeCount: 18,
    courseType: "public",
    totalLengthYards: 6_940,
    address: "Số 1 Đường Võ Văn Kiệt, Phường An Lạc, Quận Bình Tân, Thành phố Hồ Chí Minh",
    addressEn: "1 Vo Van Kiet Street, An Lac Ward, Binh Tan District, Ho Chi Minh City",
    phoneCode: "84",
    phoneNumber: "02838123456",
    amenities: ["drivingRange", "puttingGreen", "restaurant", "lockerRoom", "clubRental"],
    minPlayers: 2,
    caddie: "required",
    cart: "optional",
    notice: "Sân Hồ bảo dưỡng green vào thứ Hai hằng tuần.",
    description: "Sân 18 hố ven sông Sài Gòn, cách trung tâm thành phố 30 phút.",
    precautions: "Vui lòng có mặt trước giờ phát bóng 30 phút. Trang phục golf là bắt buộc.",
    courses: ["Sân Sông", "Sân Hồ"],
    greenFees: [
      { name: "Ngày thường", regularPriceCents: 9_500, additionalPriceCents: 1_500 },
      { name: "Cuối tuần & ngày lễ", regularPriceCents: 12_500, additionalPriceCents: 2_000 },
    ],
    teeUps: [
      { interval: 10, firstTeeUp: "05:30", lastTeeUp: "10:30" },
      { interval: 10, firstTeeUp: "11:00", lastTeeUp: "13:30" },
      { interval: 8, firstTeeUp: "14:00", lastTeeUp: "16:00" },
    ],
    picture: {
      sky: [150, 200, 236],
      fairway: [70, 150, 72],
      green: [126, 200, 98],
      greenAt: 0.4,
      scenery: "river",
    },
  },
];
