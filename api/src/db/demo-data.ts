import { ObjectId } from "mongodb";
import { type HashCost, hashPassword } from "../lib/password";
import type { Repositories } from "../repositories";
import type { AccountDoc } from "../repositories/accounts-repository";
import { seedDemoStaff } from "./demo-staff";

export const demoPassword = "golf-demo-2026";
export const demoAccounts = [
  { email: "admin@example.com", role: "administrator" },
  { email: "owner@example.com", role: "business owner, two golf clubs" },
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
  const clubs = [
    { name: "Hanbit Country Club", city: "Yongin", country: "South Korea" },
    { name: "Saigon Riverside Golf", city: "Ho Chi Minh City", country: "Vietnam" },
  ];
  for (const club of clubs) {
    await repos.clubs.insert({
      ...club,
      _id: new ObjectId(),
      ownerId: owner._id,
      imageRef: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  await seedDemoStaff(repos, owner, base);
}
