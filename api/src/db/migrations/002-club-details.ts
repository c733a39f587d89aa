import type { Db } from "mongodb";
import type { Migration } from "./migration";

/** Country names clubs were first written with, as the club document's country codes. */
const countryCodes: Record<string, string> = {
  "South Korea": "KR",
  Korea: "KR",
  Vietnam: "VN",
  Philippines: "PH",
  "United States": "US",
};
const defaultTimeZones: Record<string, string> = {
  KR: "Asia/Seoul",
  VN: "Asia/Ho_Chi_Minh",
  PH: "Asia/Manila",
  US: "America/New_York",
};

/**
 * Clubs written before the club form existed held only a name, city, country name and `imageRef` (never set).
 * They get a country code, its default time zone and empty details, so they load in the form and the owner
 * completes them there; the picture field becomes `image`.
 */
export const clubDetails: Migration = {
  id: 2,
  name: "club-details",
  async up(db: Db) {
    const clubs = db.collection("clubs");
    for (const [name, code] of Object.entries(countryCodes)) {
      await clubs.updateMany({ country: name }, { $set: { country: code } });
    }
    for (const [code, timeZone] of Object.entries(defaultTimeZones)) {
      await clubs.updateMany({ country: code, timeZone: { $exists: false } }, { $set: { timeZone } });
    }
    const defaults: Record<string, unknown> = {
      timeZone: "America/New_York",
      holeCount: 18,
      courseType: "public",
      totalLengthYards: 6500,
      address: "",
      addressEn: "",
      phoneCode: "",
      phoneNumber: "",
      amenities: [],
      minPlayers: 1,
      caddie: "optional",
      cart: "optional",
      notice: "",
      description: "",
      precautions: "",
      courses: [],
      greenFees: [],
      teeUps: [],
      image: null,
    };
    for (const [field, value] of Object.entries(defaults)) {
      await clubs.updateMany({ [field]: { $exists: false } }, { $set: { [field]: value } });
    }
    await clubs.updateMany({ imageRef: { $exists: true } }, { $unset: { imageRef: "" } });
  },
};
